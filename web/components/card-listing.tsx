// The frame of a listing page (case studies, resources, insights): the heading band over a grid
// of cards, each card an <li> the page renders.
import type { ReactNode } from "react";
import type { ListingHeading } from "../content/listings.ts";
import { PageHero } from "./page-parts.tsx";

export function CardListing({
  heading,
  grid,
  children,
}: {
  heading: ListingHeading;
  grid: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero {...heading} />
      {/* `grid` is the page's width and columns, written out in full so Tailwind finds them. */}
      <ul className={`mx-auto grid ${grid} gap-6 px-4 py-14`}>{children}</ul>
    </>
  );
}
