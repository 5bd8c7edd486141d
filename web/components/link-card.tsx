// A card in a grid of links (services, insights, resources, case studies): the title is the
// card's link, with a short line above it, a lede, and optionally an image on top and a figure
// at the foot.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface LinkCardProps {
  readonly href: string;
  readonly title: string;
  readonly lede: string;
  /** A short line above the title (a date, a kind, a sector). */
  readonly kicker?: ReactNode;
  readonly media?: ReactNode;
  /** Pinned to the card's foot, so figures line up across a row. */
  readonly footer?: ReactNode;
  /** 2 on a page whose heading band holds the h1; 3 under a home section's h2. */
  readonly headingLevel?: 2 | 3;
}

export function LinkCard({ href, title, lede, kicker, media, footer, headingLevel = 3 }: LinkCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card flex flex-col">
      {media}
      {kicker && <p className={`${media ? "mt-4 " : ""}text-xs uppercase tracking-wider text-slate-500`}>{kicker}</p>}
      <Heading className={`${kicker ? "mt-2 " : ""}font-display text-lg font-semibold text-ink`}>
        <Link to={href} className="hover:underline">
          {title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-slate-700">{lede}</p>
      {footer && <p className="mt-auto pt-4 font-semibold text-ink">{footer}</p>}
    </li>
  );
}
