// GET /councillor/{id}: a demonstration councillor's prerendered page as it is; a live
// councillor's profile as the prerendered shell with its own title, description and canonical
// written into the head and the record written into the page (so the page makes no second
// request); and the site's 404 page with a real 404 status for an id no council on the list holds.
// Live profiles are real people's records, held only while the council lists them and we follow
// the council (see /transparency): they are never indexed or cached (the notice states it from
// COUNCIL_RADAR_RECORDS.profilePage), so no search engine or cache keeps a copy after we drop it.
import {
  COUNCILLOR_RECORD_ID,
  COUNCILLOR_SHELL_PATH,
  councillorPath,
  type CouncilView,
} from "#shared/api/council-radar.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { COUNCIL_RADAR_RECORDS } from "#shared/public-records.ts";
import { securityHeaders } from "#shared/security-headers.ts";
import { site } from "#shared/site.ts";
import { inlineScriptHashes } from "../../platform/inline-scripts.ts";
import { councillorProfile } from "./council-radar-service.ts";

export interface CouncillorPageOptions {
  readonly turnstile: boolean;
}

interface Assets {
  readonly fetch: typeof fetch;
}

/** The head a live profile carries: the person, the council, and what the page holds. */
export function councillorHead(council: CouncilView): { title: string; description: string; canonical: string } {
  const [councillor] = council.data?.councillors ?? [];
  if (!councillor) throw new Error("A profile's council view holds its councillor");
  const party = councillor.party ? `${councillor.party} councillor` : "Councillor";
  return {
    title: `${councillor.name}, ${council.name} | ${site.brand}`,
    description: `${party} for ${councillor.ward} on ${council.name}, as the council publishes it: office, committees, register of interests and upcoming meetings.`,
    canonical: `${site.origin}${councillorPath(councillor.id)}`,
  };
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** Writes the councillor's head over the shell's and their record into the page. */
export function fillShell(shell: string, council: CouncilView): string {
  const head = councillorHead(council);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonical);
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*">/, () => `<meta name="description" content="${description}">`)
    .replace(/<link rel="canonical" href="[^"]*">/, () => `<link rel="canonical" href="${canonical}">`)
    .replace(/<meta property="og:title" content="[^"]*">/, () => `<meta property="og:title" content="${title}">`)
    .replace(
      /<meta property="og:description" content="[^"]*">/,
      () => `<meta property="og:description" content="${description}">`,
    )
    .replace(/<meta property="og:url" content="[^"]*">/, () => `<meta property="og:url" content="${canonical}">`)
    .replace(
      "</body>",
      () => `<script type="application/json" id="${COUNCILLOR_RECORD_ID}">${scriptJson(council)}</script>\n</body>`,
    );
}

/**
 * A page as this function answers it: a function's answer does not get dist/_headers, so the
 * site's security headers are set here, allowing exactly the inline scripts the page carries.
 */
async function htmlAnswer(
  request: Request,
  html: string,
  status: number,
  options: CouncillorPageOptions,
  live: boolean,
) {
  const headers = new Headers(
    securityHeaders({ turnstile: options.turnstile, inlineScripts: await inlineScriptHashes(html) }),
  );
  headers.set("content-type", "text/html; charset=utf-8");
  if (live) {
    headers.set("cache-control", COUNCIL_RADAR_RECORDS.profilePage.cacheControl);
    headers.set("x-robots-tag", COUNCIL_RADAR_RECORDS.profilePage.robots);
  }
  return new Response(request.method === "HEAD" ? null : html, { status, headers });
}

export async function councillorPage(
  request: Request,
  id: string,
  db: D1Database,
  assets: Assets,
  options: CouncillorPageOptions,
): Promise<Response> {
  // A demonstration profile is prerendered at this path; any other id gets the 404 page from Pages.
  const prerendered = await assets.fetch(new URL(new URL(request.url).pathname, request.url));
  if (prerendered.status !== 404 && !prerendered.ok) return prerendered;
  const asIs = () => prerendered.text().then((html) => htmlAnswer(request, html, prerendered.status, options, false));
  if (prerendered.ok) return asIs();
  let council: CouncilView | null;
  try {
    council = await councillorProfile(db, id);
  } catch (error) {
    console.error("Councillor lookup failed", error);
    const headers = new Headers(securityHeaders({ turnstile: options.turnstile }));
    headers.set("content-type", "text/plain; charset=utf-8");
    headers.set("retry-after", "30");
    return new Response("Our database is temporarily unavailable. Please try again shortly.", { status: 503, headers });
  }
  if (!council) return asIs();
  const shell = await (await assets.fetch(new URL(COUNCILLOR_SHELL_PATH, request.url))).text();
  return htmlAnswer(request, fillShell(shell, council), 200, options, true);
}
