// Finds the route entry for a browser path: an exact registry path, an approval link, or not found.
import { routes } from "virtual:route-manifest";
import { approvalRoute, normalisePath, notFoundRoute, type RouteEntry } from "../content/routes.ts";

const byPath = new Map(routes.map((entry) => [entry.path, entry]));

export { routes };

export function resolveRoute(pathname: string): RouteEntry {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  // Approval links are minted after the build, so any slug resolves to the approval page,
  // which looks the slug up in the browser (Pages rewrites these paths to a prerendered shell).
  if (/^\/approval\/[^/]+$/.test(path)) return { ...approvalRoute, path };
  return notFoundRoute;
}

/** Paths where the spec hides the footer (section 2). */
const FOOTERLESS = new Set(["/", "/home2"]);
/** Paths where the spec hides the command palette (section 2). */
const PALETTELESS = new Set(["/home2"]);

export const showsFooter = (pathname: string) => !FOOTERLESS.has(normalisePath(pathname));
export const showsPalette = (pathname: string) => !PALETTELESS.has(normalisePath(pathname));
