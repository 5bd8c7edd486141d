// One office's postal address and phone number, from the site config (the footer, the contact
// details beside the form).
import type { site } from "#shared/site.ts";

type Office = (typeof site.offices)[number];

/** `tone` is the colours of the surface it sits on: the ink footer or a light panel. */
export function OfficeAddress({ office, heading, tone }: { office: Office; heading: string; tone: "dark" | "light" }) {
  return (
    <address className="not-italic">
      <span className={`block font-semibold${tone === "dark" ? " text-white" : ""}`}>{heading}</span>
      {office.street}, {office.locality} {office.postcode}
      <br />
      <a href={`tel:${office.phoneE164}`} className={tone === "dark" ? "underline hover:text-white" : "underline"}>
        {office.phone}
      </a>
    </address>
  );
}
