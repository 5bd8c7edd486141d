// StoryScanner's one outside source: the page at a visitor's address, fetched by the function,
// never by the browser. Every hop is checked (platform/address-check.ts) before it is asked for, redirects
// are followed here (`redirect: "manual"`), at most MAX_HOPS of them, within one time limit for the
// whole read, and the body is streamed and dropped past a size limit (../../platform/response-body.ts).
// Only HTML and plain text are read.
//
// What Workers' own fetch does, and why none of it is relied on:
// - Ports: with the `allow_custom_ports` compatibility flag (on from 2024-09-02; wrangler.toml's
//   compatibility date is later) fetch uses the port in the URL; before it, production Workers
//   dropped custom ports silently (developers.cloudflare.com/workers/configuration/compatibility-flags/
//   #allow-custom-ports; cloudflare/cloudflare-docs issue 4299). So a port is no protection.
// - IP addresses: the Workers docs promise no refusal of private or loopback addresses; Cloudflare
//   answers error 1003 ("Direct IP access not allowed") only for an IP of its own network, and the
//   local runtime (workerd, `wrangler pages dev`) reaches loopback and the LAN. So the host is
//   checked here.
// - Redirects: fetch follows up to 20 by default (the Fetch standard) without asking, so each hop
//   would escape the host check; "manual" hands the 3xx back to be checked.
// - Limits: a free-plan Worker has 50 subrequests a request and 10 ms of CPU
//   (developers.cloudflare.com/workers/platform/limits/), which MAX_HOPS and MAX_BYTES stay well inside.
import type { AddressProblem } from "#shared/api/storyscanner.ts";
import { addressProblem, type AddressRules } from "../../platform/address-check.ts";
import { BodyTooLarge, decodeText, readCapped } from "../../platform/response-body.ts";

export const PAGE_LIMITS = {
  /** Redirects followed before giving up. */
  maxHops: 4,
  /** The whole read, every hop and the body, in ms. */
  timeoutMs: 6000,
  /** The most of a page read, in bytes (a long article's HTML is rarely over 500 KB). */
  maxBytes: 1_500_000,
} as const;

export class PageProblem extends Error {
  constructor(
    readonly reason: AddressProblem,
    readonly detail = "",
  ) {
    super(`${reason}${detail ? `: ${detail}` : ""}`);
    this.name = "PageProblem";
  }
}

export interface FetchedPage {
  /** Where the page was read from, after redirects. */
  readonly url: string;
  readonly body: string;
  readonly kind: "html" | "text";
}

export interface PageFetchOptions extends AddressRules {
  readonly fetch?: typeof fetch;
  readonly limits?: Partial<typeof PAGE_LIMITS>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function kindOf(contentType: string | null): FetchedPage["kind"] | undefined {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/html" || type === "application/xhtml+xml") return "html";
  if (type === "text/plain") return "text";
  return undefined;
}

function parseAddress(address: string): URL {
  // A bare "example.com/story" is read as https, as a browser's address bar would.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
  const url = URL.parse(withScheme);
  if (!url) throw new PageProblem("not-http", "not a web address");
  return url;
}

/** The page at `address`, or a PageProblem that says why it could not be read. */
export async function fetchPage(address: string, options: PageFetchOptions): Promise<FetchedPage> {
  const limits = { ...PAGE_LIMITS, ...options.limits };
  const fetchImpl = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseAddress(address);
  for (let hop = 0; ; hop++) {
    const problem = addressProblem(url, options);
    if (problem) throw new PageProblem(problem, url.hostname);
    let response: Response;
    try {
      response = await fetchImpl(url.href, {
        redirect: "manual",
        signal,
        headers: { accept: "text/html, application/xhtml+xml, text/plain;q=0.8" },
      });
    } catch (error) {
      if (signal.aborted) throw new PageProblem("timed-out");
      throw new PageProblem("unreachable", error instanceof Error ? error.message : "");
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      const next = location ? URL.parse(location, url) : null;
      if (!next) throw new PageProblem("unreachable", "a redirect without a usable Location");
      if (hop + 1 > limits.maxHops) throw new PageProblem("too-many-redirects");
      url = next;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new PageProblem("not-found");
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PageProblem("unreachable", `status ${response.status}`);
    }
    const kind = kindOf(response.headers.get("content-type"));
    if (!kind) {
      await response.body?.cancel();
      throw new PageProblem("not-html", response.headers.get("content-type") ?? "no content type");
    }
    try {
      const bytes = await readCapped(response, limits.maxBytes);
      return { url: url.href, body: decodeText(bytes, response.headers.get("content-type")), kind };
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new PageProblem("too-large");
      if (signal.aborted) throw new PageProblem("timed-out");
      throw new PageProblem("unreachable", error instanceof Error ? error.message : "");
    }
  }
}
