// How to reach the firm: email, phone, both offices and social links, from the site config.
import { site } from "#shared/site.ts";
import { OfficeAddress } from "./office-address.tsx";

export function ContactDetails() {
  return (
    <div className="grid gap-5 text-sm">
      <p>
        <span className="block font-semibold">Email</span>
        <a href={`mailto:${site.email}`} className="underline">
          {site.email}
        </a>
      </p>
      <p>
        <span className="block font-semibold">Phone</span>
        <a href={`tel:${site.phoneE164}`} className="underline">
          {site.phone}
        </a>
      </p>
      {site.offices.map((office) => (
        <OfficeAddress key={office.city} office={office} heading={`${office.city} office`} tone="light" />
      ))}
      <ul className="flex flex-wrap gap-3" aria-label="Social media">
        {site.socials.map((social) => (
          <li key={social.name}>
            <a href={social.url} rel="noopener me" className="underline">
              {social.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">Open Monday to Friday, 09:00 to 18:00.</p>
    </div>
  );
}
