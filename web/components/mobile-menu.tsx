// The mobile menu (spec section 2): TENFOLD, Command Centre, StoryScan and Council Radar.
// "/tenfold" is not a page: with the assistant loaded it opens TENFOLD, otherwise the server
// redirects it to the "AI at Larkspur" page (/ai-mode), which introduces TENFOLD.
import { Link, useNavigate } from "react-router-dom";
import { useHeaderPopup } from "../hooks/use-header-popup.ts";
import { TENFOLD_FALLBACK_PATH, triggerTenfold } from "../lib/tenfold-events.ts";

const LINKS = [
  { href: "/commandcentre", label: "Command Centre" },
  { href: "/storyscan-enhanced", label: "StoryScan" },
  { href: "/council-radar", label: "Council Radar" },
] as const;

export function MobileMenu() {
  const { open, close, container, panelId, buttonProps } = useHeaderPopup();
  const navigate = useNavigate();

  return (
    <div ref={container} className="md:hidden">
      <button {...buttonProps} className="rounded-md border border-white/25 px-3 py-2 text-sm font-semibold">
        {open ? "Close" : "Menu"}
      </button>
      {open && (
        <nav id={panelId} aria-label="Mobile" className="absolute inset-x-0 top-full border-b border-white/10 bg-ink px-4 py-4 shadow-xl">
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
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={close} className="block rounded px-3 py-3 hover:bg-white/10">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
