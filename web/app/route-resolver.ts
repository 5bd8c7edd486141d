// Finds the page for a browser path: an exact registry path, an approval link, or not found.
import { routeIndex } from "virtual:route-index";
import {
  APPROVAL_SHELL_PATH,
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
  // Approval links and live councillors are minted after the build, so any slug or id is its page's
  // prerendered shell, which looks the record up in the browser (Pages rewrites approval paths to
  // their shell; functions/councillor/[id].ts serves the profile's, or a 404 for an unknown id).
  if (/^\/approval\/[^/]+$/.test(path))
    return { path, kind: "approval", id: "approval", canonical: APPROVAL_SHELL_PATH };
  if (/^\/councillor\/[^/]+$/.test(path))
    return { path, kind: "live-councillor", id: "live-councillor", canonical: path };
  return notFoundRoute;
}

/** The full route entry (title, description…) for a match; loads the route manifest on first use. */
export async function loadRouteEntry(match: RouteMatch): Promise<RouteEntry> {
  if (match.kind === "not-found") return notFoundRoute;
  if (match.kind === "approval" || match.kind === "live-councillor") {
    const late = await import("../content/late-routes.ts");
    return { ...late.lateRoutes[match.kind], path: match.path, canonical: match.canonical };
  }
  const { routes } = await import("virtual:route-manifest");
  return routes.find((entry) => entry.path === match.path) ?? notFoundRoute;
}

/** Paths where the spec hides the footer (section 2). */
const FOOTERLESS = new Set(["/", "/home2"]);
/** Paths where the spec hides the command palette (section 2). */
const PALETTELESS = new Set(["/home2"]);

export const showsFooter = (pathname: string) => !FOOTERLESS.has(normalisePath(pathname));
export const showsPalette = (pathname: string) => !PALETTELESS.has(normalisePath(pathname));
