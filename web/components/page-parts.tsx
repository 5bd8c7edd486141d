// Small building blocks shared by content pages: the page heading band, body sections and the
// closing call to action.
import { anchorFor } from "#shared/anchors.ts";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { site } from "#shared/site.ts";
import type { SiteLink } from "../content/navigation.ts";
import { LinkedText } from "./linked-text.tsx";
import { LinkList } from "./link-list.tsx";

export { LinkedText, SITE_PATH_IN_TEXT } from "./linked-text.tsx";
import type { ContentSection } from "../content/types.ts";

interface PageHeroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly lede?: string;
  /** The listing this page belongs to, linked as a breadcrumb under the heading. */
  readonly parent?: { readonly href: string; readonly label: string };
  readonly children?: ReactNode;
  /** The width of the page's body column, so the heading starts at the same left edge as the text below. */
  readonly column?: "max-w-3xl" | "max-w-4xl";
}

export function PageHero({ eyebrow, title, lede, parent, children, column = "max-w-3xl" }: PageHeroProps) {
  return (
    // The side padding inside the column, as the body's columns have it, so the edges line up.
    <section className="bg-ink pb-14 pt-16 text-white">
      <div className={`mx-auto ${column} px-4`}>
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold leading-tight md:text-5xl">{title}</h1>
        {lede && (
          <p className="mt-5 max-w-3xl text-lg text-slate-300">
            <LinkedText text={lede} />
          </p>
        )}
        {children}
        {parent && (
          <nav aria-label="Breadcrumb" className="mt-6 mb-4 text-sm text-slate-300">
            <Link to={parent.href} className="underline hover:text-white">
              {parent.label}
            </Link>
          </nav>
        )}
      </div>
    </section>
  );
}

/** A bulleted list under a section heading, each item's site paths as links. */
export function LinkedBullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
      {items.map((item) => (
        <li key={item}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
      {sections.map((section) => (
        <section key={section.heading} id={section.id ?? anchorFor(section.heading)}>
          <h2 className="font-display text-2xl font-semibold text-ink">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
              <LinkedText text={paragraph} />
            </p>
          ))}
          {section.bullets && <LinkedBullets items={section.bullets} />}
        </section>
      ))}
    </div>
  );
}

export function CallToAction({ heading = "Talk to us" }: { heading?: string }) {
  return (
    <section className="bg-slate-100 px-4 py-14">
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="font-display text-2xl font-semibold text-ink">{heading}</h2>
        <p className="mt-3 text-slate-700">
          Call {site.phone}, email{" "}
          <a className="underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{" "}
          or book a 30-minute introductory call. We are open Monday to Friday, 09:00 to 18:00.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href={site.bookCallUrl} className="btn-primary" rel="noopener">
            Book a call
          </a>
          <Link to="/#contact" className="btn-secondary">
            Send a message
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A row of pill links (related services, outcomes). */
export function LinkChips({ links }: { links: readonly SiteLink[] }) {
  return <LinkList links={links} className="mt-4 flex flex-wrap gap-3" linkClassName="chip" />;
}
