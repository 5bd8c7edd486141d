// Route shapes and the routes that do not come from a registry (not found, the approval shell).
// Kept apart from the route table so the browser's first load does not pull in the registries.
import { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH } from "#shared/api/proofs-shells.ts";
import { site } from "#shared/site.ts";

export type PageKind =
  | "home"
  | "service"
  | "outcome"
  | "tool"
  | "council-radar"
  | "govcal-pro"
  | "storyscanner"
  | "sensechecker"
  | "triage-bot"
  | "bot-tester"
  | "policy-intelligence"
  | "policy"
  | "faq"
  | "insights"
  | "article"
  | "resources"
  | "resource"
  | "councillor"
  | "live-councillor"
  | "approval"
  | "project-scoping"
  | "about"
  | "case-studies"
  | "case-study"
  | "how-we-work"
  | "newsletter"
  | "not-found";

export interface RouteEntry {
  /** Concrete path without a trailing slash ("/" for home). */
  readonly path: string;
  readonly kind: PageKind;
  /** Key of the page's record in its registry (slug, tool path, councillor id). */
  readonly id: string;
  /** Full document title, brand included. */
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL; differs from `path` on aliases. */
  readonly canonical: string;
  /** Pages search engines must not index (not-found, approval links). */
  readonly noindex?: boolean;
  /** Listed in search, the sitemap and TENFOLD's knowledge (false for aliases and utility pages). */
  readonly primary: boolean;
  /** Short label for page search. */
  readonly label: string;
  readonly section:
    "Home" | "Firm" | "Services" | "Outcomes" | "Tools" | "Policies" | "Insights" | "Resources" | "Councils" | "Other";
}

/** What the browser needs to choose and render a page; the rest of a RouteEntry loads on demand. */
export interface RouteMatch {
  readonly path: string;
  readonly kind: PageKind;
  readonly id: string;
  readonly canonical: string;
}

/** Compact form of the route index shipped in the first load: [path, kind, id, canonical if different]. */
export type PackedRoute = readonly [path: string, kind: PageKind, id: string, canonical?: string];

export function packRoute(entry: RouteMatch): PackedRoute {
  return entry.canonical === entry.path
    ? [entry.path, entry.kind, entry.id]
    : [entry.path, entry.kind, entry.id, entry.canonical];
}

export function unpackRoute([path, kind, id, canonical]: PackedRoute): RouteMatch {
  return { path, kind, id, canonical: canonical ?? path };
}

export const BRAND_SUFFIX = ` | ${site.brand}`;
export const NOT_FOUND_PATH = "/404";
export { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH };
export const INSIGHTS_PATH = "/insights";

export const withBrand = (title: string) => `${title}${BRAND_SUFFIX}`;

export const notFoundRoute: RouteEntry = {
  path: NOT_FOUND_PATH,
  kind: "not-found",
  id: "not-found",
  title: withBrand("404 - Page Not Found"),
  // Short: it is part of the first-load script of every page (the budget is 100 KB).
  description: "This page does not exist. Go to the homepage or read our insights.",
  canonical: NOT_FOUND_PATH,
  noindex: true,
  primary: false,
  label: "Page not found",
  section: "Other",
};

/** Strips a trailing slash so "/faq/" and "/faq" find the same entry. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === "" ? "/" : trimmed;
}
