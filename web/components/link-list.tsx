// Site links as a list, styled by the caller: a row of chips (page-parts.tsx LinkChips), a
// footer column. Its own file because the footer, on every page, needs nothing else of page-parts.
import { Link } from "react-router-dom";
import type { SiteLink } from "../content/navigation.ts";

export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
