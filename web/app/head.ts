// The <head> of each page: written into the prerendered HTML at build time, and updated in place
// on client-side navigation so the title, description and canonical always match the page.
import { site } from "#shared/site.ts";
import type { RouteEntry } from "../content/routes.ts";
import { escapeHtml } from "#shared/escape-html.ts";

export interface HeadData {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
  readonly noindex: boolean;
  readonly ogType: "website" | "article";
  readonly image?: string;
}

/**
 * HTML arrives in packets, and a page painted half-parsed moves when the rest arrives: the home
 * hero is bottom-aligned, so its heading would jump up the screen; the floating buttons are
 * anchored to the right edge, so a button painted with only part of its label would grow
 * leftwards. So every page holds its first paint until the element with this id, which follows
 * everything visible in the body, has been parsed (the HTML is at most about 15 KB compressed).
 * It must follow them: Chromium lifts the block once the element's start tag is parsed, not its
 * end tag as the specification says.
 */
export const RENDER_AFTER_ID = "announcements";

export function headData(entry: RouteEntry, image?: string): HeadData {
  return {
    title: entry.title,
    description: entry.description,
    canonicalUrl: `${site.origin}${entry.canonical === "/" ? "/" : entry.canonical}`,
    noindex: entry.noindex === true,
    ogType: entry.kind === "article" ? "article" : "website",
    ...(image ? { image: `${site.origin}${image}` } : {}),
  };
}

/** Head tags as HTML, for the prerender. */
export function renderHeadTags(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    head.noindex ? `<meta name="robots" content="noindex, nofollow">` : "",
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brand)}">`,
    `<meta property="og:locale" content="en_GB">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : "",
    `<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}">`,
    `<link rel="expect" href="#${RENDER_AFTER_ID}" blocking="render">`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

function setMeta(doc: Document, selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    doc.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Updates the live document's head after a client-side navigation. */
export function applyHead(doc: Document, head: HeadData): void {
  doc.title = head.title;
  const meta = (key: "name" | "property", value: string) => () => {
    const element = doc.createElement("meta");
    element.setAttribute(key, value);
    return element;
  };
  setMeta(doc, 'meta[name="description"]', meta("name", "description"), "content", head.description);
  setMeta(doc, 'meta[name="robots"]', meta("name", "robots"), "content", head.noindex ? "noindex, nofollow" : null);
  setMeta(doc, 'meta[property="og:title"]', meta("property", "og:title"), "content", head.title);
  setMeta(doc, 'meta[property="og:description"]', meta("property", "og:description"), "content", head.description);
  setMeta(doc, 'meta[property="og:url"]', meta("property", "og:url"), "content", head.canonicalUrl);
  setMeta(doc, 'meta[property="og:type"]', meta("property", "og:type"), "content", head.ogType);
  setMeta(
    doc,
    'link[rel="canonical"]',
    () => Object.assign(doc.createElement("link"), { rel: "canonical" }),
    "href",
    head.canonicalUrl,
  );
}
