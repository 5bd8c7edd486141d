// The firm's identity in one line: trading name, legal entity, where and under what number it is
// registered, registered office and VAT number, which UK law asks a company's website to show.
import { site } from "#shared/site.ts";

/** "© 2025" in the spec's first year, then "© 2025–2026": first publication to latest. */
export function copyright(year: number): string {
  return year > site.copyrightYear ? `© ${site.copyrightYear}–${year}` : `© ${site.copyrightYear}`;
}

export function legalNotice(year: number): string {
  const { legal } = site;
  return `${copyright(year)} ${site.brand}. All rights reserved. ${site.brand} is the trading name of ${legal.name}, a company registered in ${legal.registeredIn}, company number ${legal.companyNumber}. Registered office: ${legal.registeredOffice}. VAT number ${legal.vatNumber}.`;
}
