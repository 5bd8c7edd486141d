// The home page: the hero, the suggestion list, sections that load lazily, and
// the legal line, which every other page has in its footer.
import { HeroVideo } from "../components/hero-video.tsx";
import { LegalLine } from "../components/legal-line.tsx";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { LazySection } from "../components/lazy-section.tsx";
import { SuggestionList } from "../components/suggestion-list.tsx";
import { homeHero } from "../content/home-hero.ts";

const loadWhyUs = () => import("../sections/why-us-section.tsx");
const loadServices = () => import("../sections/services-section.tsx");
const loadInnovations = () => import("../sections/innovations-section.tsx");
const loadTodo = () => import("../sections/todo-section.tsx");
const loadAbout = () => import("../sections/about-section.tsx");
const loadInsights = () => import("../sections/insights-section.tsx");
const loadContact = () => import("../sections/contact-section.tsx");

export default function HomePage() {
  return (
    <>
      <section
        className="hero relative flex items-end px-4 pb-24 pt-28 md:pb-16 text-white"
        aria-labelledby="hero-heading"
      >
        <HeroVideo />
        <div className="relative mx-auto w-full max-w-6xl">
          <h1 id="hero-heading" className="font-display text-5xl font-semibold leading-none sm:text-6xl md:text-7xl">
            <span className="hero-line block">{homeHero.headline[0]}</span>
            <span className="hero-line block">{homeHero.headline[1]}</span>
            <span className="hero-line block text-amber-400">{homeHero.headline[2]}</span>
          </h1>
          <NewsletterForm />
          {/* On a phone the paragraph falls over the video's lit windows: its own dark ground keeps
              it above 4.5:1 whatever the frame (WCAG 1.4.3). */}
          <p className="mt-6 max-w-2xl text-lg text-slate-200 max-md:-mx-2 max-md:rounded max-md:bg-ink/80 max-md:px-2 max-md:py-1">
            {homeHero.intro}
          </p>
        </div>
      </section>

      <section id="suggestions" className="bg-ink px-4 pb-16 pt-4" aria-labelledby="suggestions-heading">
        <div className="mx-auto max-w-6xl">
          <h2 id="suggestions-heading" className="mb-4 text-sm font-semibold uppercase tracking-widest text-amber-300">
            Where would you like to start?
          </h2>
          <SuggestionList />
        </div>
      </section>

      <LazySection id="why-us" labelledBy="why-us-heading" className="home-section" load={loadWhyUs} />
      <LazySection id="services" labelledBy="services-heading" className="home-section" load={loadServices} />
      <LazySection id="innovations" labelledBy="innovations-heading" className="home-section" load={loadInnovations} />
      <LazySection id="todo" labelledBy="todo-heading" className="home-section" load={loadTodo} />
      <LazySection id="about" labelledBy="about-heading" className="home-section" load={loadAbout} />
      <LazySection id="insights" labelledBy="insights-heading" className="home-section" load={loadInsights} />
      <LazySection id="contact" labelledBy="contact-heading" className="home-section" load={loadContact} />
      <LegalLine className="bg-ink px-4 py-6 text-center text-xs text-slate-300" />
    </>
  );
}
