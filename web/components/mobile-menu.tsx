// The mobile menu: TENFOLD, Command Centre, StoryScan and Council Radar, then
// the home page's sections that the wide header lists, so a phone reaches every one of them
// without the search. It scrolls on its own when it is taller than the screen.
// "/tenfold" is not a page: with the assistant loaded it opens TENFOLD, otherwise the server
// redirects it to the "AI at Larkspur" page (/ai-mode), which introduces TENFOLD.
import { Link, useNavigate } from "react-router-dom";
import { mobileMenuTools } from "../content/navigation.ts";
import { trackedSections } from "../content/suggestions.ts";
import { TENFOLD_FALLBACK_PATH, triggerTenfold } from "../lib/tenfold-events.ts";
import { HeaderPopup } from "./header-popup.tsx";

export function MobileMenu() {
  const navigate = useNavigate();

  return (
    <HeaderPopup
      className="md:hidden"
      buttonClassName="rounded-md border border-white/25 px-3 py-2 text-sm font-semibold"
      label={(open) => (open ? "Close" : "Menu")}
      panel={({ id, close }) => (
        <div
          id={id}
          className="mobile-menu absolute inset-x-0 top-full overflow-y-auto overscroll-contain border-b border-white/10 bg-ink px-4 py-4 shadow-xl"
        >
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              <li>
                <a
                  href="/tenfold"
                  className="block rounded px-3 py-3 font-semibold text-amber-300 hover:bg-white/10"
                  onClick={(event) => {
                    event.preventDefault();
                    close();
                    if (!triggerTenfold()) void navigate(TENFOLD_FALLBACK_PATH);
                  }}
                >
                  TENFOLD
                </a>
              </li>
              {mobileMenuTools.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} onClick={close} className="block rounded px-3 py-3 hover:bg-white/10">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Sections" className="mt-3 border-t border-white/10 pt-3">
            <ul className="grid grid-cols-2 gap-1">
              {trackedSections.map((section) => (
                <li key={section.id}>
                  <Link to={`/#${section.id}`} onClick={close} className="block rounded px-3 py-3 hover:bg-white/10">
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    />
  );
}
