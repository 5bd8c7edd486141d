// Home section "contact": every way to reach the firm.
import { home } from "../content/home.ts";
import { site } from "../content/site.ts";

export default function ContactSection() {
  return (
    <>
      <h2 id="contact-heading" className="section-heading">{home.contact.heading}</h2>
      <p className="mt-3 text-slate-700">{home.contact.body}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        <li className="card">
          <p className="font-semibold text-ink">Email</p>
          <a className="text-slate-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </li>
        {site.offices.map((office) => (
          <li key={office.city} className="card">
            <p className="font-semibold text-ink">{office.city}</p>
            <a className="text-slate-700 underline" href={`tel:${office.phoneE164}`}>
              {office.phone}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
