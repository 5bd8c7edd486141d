// The legal notice as a line of small print: the footer's last line, and on the home page, which
// the spec keeps free of the footer, a line of its own. The year is fixed when the site is built.
import { buildYear } from "virtual:build-year";
import { legalNotice } from "../content/legal-notice.ts";

export function LegalLine({ className }: { className: string }) {
  return <p className={className}>{legalNotice(buildYear)}</p>;
}
