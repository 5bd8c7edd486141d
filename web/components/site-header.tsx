// Site header: brand and primary navigation.
import { Link } from "react-router-dom";
import { site } from "../content/site.ts";

const NAV = [
  { href: "/#services", label: "Services" },
  { href: "/insights", label: "Insights" },
  { href: "/resources", label: "Resources" },
  { href: "/faq", label: "FAQ" },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/90 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="font-display text-lg font-semibold tracking-tight">
          {site.brand}
        </Link>
        <nav aria-label="Primary">
          <ul className="flex gap-5 text-sm">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="hover:text-amber-300">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
