// Finds the page for a browser path: an exact registry path, an approval link, or not found.
import { routeIndex } from "virtual:route-index";
import {
  approvalRoute,
  normalisePath,
  notFoundRoute,
  type RouteEntry,
  type RouteMatch,
} from "../content/route-types.ts";

const byPath = new Map(routeIndex.map((entry) => [entry.path, entry]));

export function resolveRoute(pathname: string): RouteMatch {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  // Approval links are minted after the build, so any slug resolves to the approval page,
  // which looks the slug up in the browser (Pages rewrites these paths to a prerendered shell).
  if (/^\/approval\/[^/]+$/.test(path)) return { ...approvalRoute, path };
  return notFoundRoute;
}

/** The full route entry (title, description…) for a match; loads the route manifest on first use. */
export async function loadRouteEntry(match: RouteMatch): Promise<RouteEntry> {
  if (match.kind === "not-found") return notFoundRoute;
  if (match.kind === "approval") return { ...approvalRoute, path: match.path };
  const { routes } = await import("virtual:route-manifest");
  return routes.find((entry) => entry.path === match.path) ?? notFoundRoute;
}

/** Paths where the spec hides the footer (section 2). */
const FOOTERLESS = new Set(["/", "/home2"]);
/** Paths where the spec hides the command palette (section 2). */
const PALETTELESS = new Set(["/home2"]);

export const showsFooter = (pathname: string) => !FOOTERLESS.has(normalisePath(pathname));
export const showsPalette = (pathname: string) => !PALETTELESS.has(normalisePath(pathname));
