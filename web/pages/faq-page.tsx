// The FAQ page: framing copy from the policies registry and the questions from the FAQ registry.
import { CallToAction, ContentSections, LinkedText, PageHero } from "../components/page-parts.tsx";
import { faq } from "../content/faq.ts";
import { anchorFor } from "#shared/anchors.ts";
import { findBy } from "../content/lookup.ts";
import { policies } from "../content/policies.ts";
import type { PageProps } from "../app/page-props.ts";

export default function FaqPage({ entry }: PageProps) {
  const page = findBy(policies, "path", entry.id);
  return (
    <article>
      <PageHero eyebrow="FAQ" title={page.title} lede={page.intro} />
      <div className="mx-auto max-w-3xl px-4 pt-14">
        {/* Each question is a heading, so the page's outline lists them and a screen reader can
            move from one to the next. */}
        <div className="space-y-8">
          {faq.map((item) => (
            <div key={item.question} id={anchorFor(item.question)}>
              <h2 className="font-display text-xl font-semibold text-ink">{item.question}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">
                <LinkedText text={item.answer} />
              </p>
            </div>
          ))}
        </div>
      </div>
      <ContentSections sections={page.sections} />
      <CallToAction />
    </article>
  );
}
