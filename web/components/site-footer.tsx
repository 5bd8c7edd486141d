// Site footer: offices, contact routes, policy links and the legal line (copyright from the spec's 2025).
import { footerColumns } from "../content/navigation.ts";
import { site } from "#shared/site.ts";
import { LegalLine } from "./legal-line.tsx";
import { LinkList } from "./link-list.tsx";
import { OfficeAddress } from "./office-address.tsx";

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
            <OfficeAddress key={office.city} office={office} heading={office.city} tone="dark" />
          ))}
        </div>
        <div className="grid gap-6 text-sm sm:grid-cols-2">
          {footerColumns.map((column) => (
            <nav key={column.label} aria-label={column.label}>
              <LinkList links={column.links} className="space-y-2" linkClassName="underline hover:text-white" />
            </nav>
          ))}
        </div>
      </div>
      <LegalLine className="border-t border-white/10 px-4 py-4 text-center text-xs" />
    </footer>
  );
}
