// A short section under a page's body: a heading over a row of pill links (the outcomes a service
// delivers, the services behind an outcome).
import type { SiteLink } from "../content/navigation.ts";
import { LinkChips } from "./page-parts.tsx";

export function ChipsSection({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  return (
    <section className="mx-auto max-w-3xl px-4 pb-14">
      <h2 className="font-display text-xl font-semibold text-ink">{heading}</h2>
      <LinkChips links={links} />
    </section>
  );
}
