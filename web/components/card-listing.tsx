// The frame of a listing page (case studies, resources, insights): the heading band over a grid
// of cards, each card an <li> the page renders.
import type { ReactNode } from "react";
import { PageHero } from "./page-parts.tsx";

export function CardListing({ eyebrow, title, lede, grid, children }: { eyebrow: string; title: string; lede: string; grid: string; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lede={lede} />
      {/* `grid` is the page's width and columns, written out in full so Tailwind finds them. */}
      <ul className={`mx-auto grid ${grid} gap-6 px-4 py-14`}>{children}</ul>
    </>
  );
}
