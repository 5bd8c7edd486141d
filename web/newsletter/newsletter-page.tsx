// A page a newsletter email leads to (confirmed, unsubscribe, unsubscribed), from its registry.
// The unsubscribe form has no action, so it posts to the page's own URL with the email's token
// in it: that works with no script at all (functions/unsubscribe.ts answers), and with script the
// early-input capture leaves it alone (NATIVE_SUBMIT_ATTRIBUTE).
import type { PageProps } from "../app/page-props.ts";
import { findBy } from "../content/lookup.ts";
import { NATIVE_SUBMIT_ATTRIBUTE } from "../lib/early-input.ts";
import { newsletterPages } from "../content/newsletter-pages.ts";
import type { NewsletterPage as Page } from "../content/types.ts";

export default function NewsletterPage({ entry }: PageProps) {
  const page: Page = findBy(newsletterPages, "path", entry.id);
  return (
    <section className="bg-ink px-4 pb-20 pt-16 text-white">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-display text-4xl font-semibold leading-tight md:text-5xl">{page.heading}</h1>
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg text-slate-300">
            {paragraph}
          </p>
        ))}
        {page.submitLabel ? (
          <form method="post" className="mt-8" {...{ [NATIVE_SUBMIT_ATTRIBUTE]: "" }}>
            <button type="submit" className="btn-primary">
              {page.submitLabel}
            </button>
          </form>
        ) : (
          <p className="mt-8 flex flex-wrap gap-3">
            <a className="btn-primary" href="/">
              Home
            </a>
            <a className="btn-secondary-dark" href="/insights">
              Insights
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
