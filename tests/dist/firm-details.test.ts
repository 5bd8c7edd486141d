// Every page as it is served, before any script: the firm's legal details and this year's
// copyright on each (the home page, which has no footer, in a line of its own), dates written the
// British way, and identifiable case studies saying their clients agreed to publication.
import { describe, expect, test } from "vitest";
import { caseStudies } from "../../web/content/case-studies.ts";
import { legalNotice } from "../../web/content/legal-notice.ts";
import { routeTable } from "../e2e/route-table.ts";
import { request } from "./request.ts";

/** The site was built for this run, so its copyright runs to this year. */
const notice = legalNotice(new Date().getUTCFullYear());
const US_DATE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?, \d{4}\b/;

/** What a reader sees of served HTML: no scripts (JSON-LD keeps ISO dates) or styles, no tags, entities folded. */
function readerText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the firm's details on every page", () => {
  for (const entry of routeTable) {
    test(`${entry.path} names the firm and writes dates the British way`, async () => {
      const text = readerText(await (await request.get(entry.path)).text());
      expect.soft(text).toContain(notice);
      expect.soft(US_DATE.exec(text)?.[0], "a US-style date").toBeUndefined();
    });
  }

  test("the home page carries them in a line of its own, having no footer", async () => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/<footer\b/);
    expect(html).toMatch(new RegExp(`<p [^>]*>${notice.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</p>`));
  });

  test("so do a proof's approval page, the offline page and the page a message sent without script lands on", async () => {
    // An unknown approval link is served the approval page's shell in its not-found state.
    for (const path of ["/approval/no-such-link", "/offline.html", "/message-sent"]) {
      expect(readerText(await (await request.get(path)).text()), path).toContain(notice);
    }
  });
});

test("an identifiable case study says on its page that the client agreed to publication", async () => {
  for (const study of caseStudies) {
    if (!study.publication.identifiable) continue;
    const text = readerText(await (await request.get(`/case-studies/${study.slug}`)).text());
    expect(text, study.slug).toContain(study.publication.consent);
  }
});
