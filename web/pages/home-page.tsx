// The home page: hero and the sections the header menu scrolls to (spec section 1).
import { Link } from "react-router-dom";
import { ArticleCard } from "../components/article-card.tsx";
import { articles } from "../content/articles.ts";
import { home } from "../content/home.ts";
import { services } from "../content/services.ts";
import { site } from "../content/site.ts";
import { tools } from "../content/tools.ts";

export default function HomePage() {
  return (
    <>
      <section className="hero relative flex items-end bg-ink px-4 pb-16 text-white">
        <div className="mx-auto w-full max-w-6xl">
          <h1 className="font-display text-5xl font-semibold leading-none md:text-7xl">
            <span className="block">{home.headline[0]}</span>
            <span className="block">{home.headline[1]}</span>
            <span className="block text-amber-400">{home.headline[2]}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{home.intro}</p>
        </div>
      </section>

      <section id="why-us" className="home-section">
        <h2 className="section-heading">{home.whyUs.heading}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {home.whyUs.points.map((point) => (
            <li key={point.title} className="card">
              <h3 className="font-display text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="services" className="home-section">
        <h2 className="section-heading">What we do</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.slug} className="card">
              <h3 className="font-display text-lg font-semibold text-ink">
                <Link to={`/services/${service.slug}`} className="hover:underline">
                  {service.name}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-700">{service.lede}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="innovations" className="home-section">
        <h2 className="section-heading">{home.innovations.heading}</h2>
        <p className="mt-3 max-w-2xl text-slate-700">{home.innovations.body}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.path} className="card">
              <Link to={tool.path} className="font-semibold text-ink hover:underline">
                {tool.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{tool.tagline}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="todo" className="home-section">
        <h2 className="section-heading">{home.todo.heading}</h2>
        <p className="mt-3 max-w-2xl text-slate-700">{home.todo.body}</p>
        <p className="mt-6">
          <a href={site.bookCallUrl} className="btn-primary" rel="noopener">
            Book a Call
          </a>
        </p>
      </section>

      <section id="about" className="home-section">
        <h2 className="section-heading">{home.about.heading}</h2>
        {home.about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 30)} className="mt-4 max-w-3xl text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section id="insights" className="home-section">
        <h2 className="section-heading">{home.insights.heading}</h2>
        <p className="mt-3 text-slate-700">{home.insights.body}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.slice(0, 3).map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      </section>

      <section id="contact" className="home-section">
        <h2 className="section-heading">{home.contact.heading}</h2>
        <p className="mt-3 text-slate-700">{home.contact.body}</p>
        <p className="mt-4 text-slate-700">
          Email <a className="underline" href={`mailto:${site.email}`}>{site.email}</a> or call{" "}
          <a className="underline" href={`tel:${site.phoneE164}`}>{site.phone}</a>.
        </p>
      </section>
    </>
  );
}
