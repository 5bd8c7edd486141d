// The mobile menu (spec section 2): TENFOLD, Command Centre, StoryScan and Council Radar.
// "/tenfold" is not a page: with the assistant loaded it opens TENFOLD, otherwise the server
// redirects it to the "AI at Larkspur" page (/ai-mode), which introduces TENFOLD.
import { Link, useNavigate } from "react-router-dom";
import { mobileMenuTools } from "../content/navigation.ts";
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
        <nav id={id} aria-label="Mobile" className="absolute inset-x-0 top-full border-b border-white/10 bg-ink px-4 py-4 shadow-xl">
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
      )}
    />
  );
}
