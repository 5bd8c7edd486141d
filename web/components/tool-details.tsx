// A tool's page (tool-page.tsx, council-radar-page.tsx): its heading band, what it does, who it
// is for, how it works and its features, anything the page adds, and the call to action. The
// tools a visitor can try have their own frame (tryable-tool.tsx), which shares ToolDetails.
import type { ReactNode } from "react";
import type { Tool } from "../content/types.ts";
import { anchorFor } from "#shared/anchors.ts";
import { CallToAction, LinkedBullets, PageHero } from "./page-parts.tsx";

interface ToolArticleProps {
  readonly tool: Tool;
  readonly eyebrow: string;
  readonly children?: ReactNode;
}

export function ToolArticle({ tool, eyebrow, children }: ToolArticleProps) {
  return (
    <article>
      <PageHero eyebrow={eyebrow} title={tool.name} lede={tool.tagline} />
      <ToolDetails tool={tool} />
      {children}
      <CallToAction heading={`See ${tool.name} in action`} />
    </article>
  );
}

export function ToolDetails({ tool }: { tool: Tool }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
      <section id={anchorFor("What it does")}>
        <h2 className="font-display text-2xl font-semibold text-ink">What it does</h2>
        {tool.summary.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
      <section id={anchorFor("Who it is for")}>
        <h2 className="font-display text-2xl font-semibold text-ink">Who it is for</h2>
        <p className="mt-4 leading-relaxed text-slate-700">{tool.audience}</p>
      </section>
      <section id={anchorFor("How it works")}>
        <h2 className="font-display text-2xl font-semibold text-ink">How it works</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
          {tool.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section id={anchorFor("Key features")}>
        <h2 className="font-display text-2xl font-semibold text-ink">Key features</h2>
        <LinkedBullets items={tool.features} />
      </section>
    </div>
  );
}
