// Site footer: offices, contact routes, policy links and the copyright line (spec: 2025).
import { Link } from "react-router-dom";
import { site } from "../content/site.ts";

const FIRM_LINKS = [
  { href: "/about", label: "Our team" },
  { href: "/case-studies", label: "Case studies" },
  { href: "/how-we-work", label: "How we work and fees" },
  { href: "/transparency", label: "Transparency and conduct" },
] as const;

const POLICY_LINKS = [
  { href: "/privacy-policy", label: "Privacy policy" },
  { href: "/terms-of-service", label: "Terms of service" },
  { href: "/cookie-policy", label: "Cookie policy" },
  { href: "/faq", label: "FAQ" },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-display text-lg font-semibold text-white">{site.brand}</p>
          <p className="mt-2 text-sm">{site.tagline}.</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${site.email}`} className="underline hover:text-white">
              {site.email}
            </a>
          </p>
        </div>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          {site.offices.map((office) => (
            <address key={office.city} className="not-italic">
              <span className="font-semibold text-white">{office.city}</span>
              <br />
              {office.street}
              <br />
              {office.locality} {office.postcode}
              <br />
              <a href={`tel:${office.phoneE164}`} className="underline hover:text-white">
                {office.phone}
              </a>
            </address>
          ))}
        </div>
        <div className="grid gap-6 text-sm sm:grid-cols-2">
          <FooterLinks label="The firm" links={FIRM_LINKS} />
          <FooterLinks label="Legal" links={POLICY_LINKS} />
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        © {site.copyrightYear} {site.brand}. All rights reserved. {site.brand} is the trading name of {site.legal.name}, registered in{" "}
        {site.legal.registeredIn}, company number {site.legal.companyNumber}. Registered office: {site.legal.registeredOffice}.
      </p>
    </footer>
  );
}

function FooterLinks({ label, links }: { label: string; links: readonly { readonly href: string; readonly label: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="underline hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
