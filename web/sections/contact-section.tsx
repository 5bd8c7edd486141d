// Home section "contact": the contact form beside every other way to reach the firm.
import { SWRConfig } from "swr";
import { ContactDetails } from "../components/contact-details.tsx";
import { ContactForm } from "../contact/contact-form.tsx";
import { home } from "../content/home.ts";
import { swrConfig } from "../lib/swr-config.ts";

export default function ContactSection() {
  return (
    <>
      <h2 id="contact-heading" className="section-heading">
        {home.contact.heading}
      </h2>
      <p className="mt-3 text-slate-700">{home.contact.body}</p>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <SWRConfig value={swrConfig}>
          <ContactForm />
        </SWRConfig>
      </div>
    </>
  );
}
