// Build-time checks on the route table: a route without a title, description or canonical, a
// canonical that points nowhere, or a sitemap URL with no file behind it fails the build.
import type { RouteEntry } from "../web/content/routes.ts";

export function routeProblems(routes: readonly RouteEntry[], fileExists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const paths = new Set<string>();
  for (const entry of routes) {
    if (paths.has(entry.path)) problems.push(`${entry.path}: listed twice`);
    paths.add(entry.path);
    if (!entry.title.trim()) problems.push(`${entry.path}: no title`);
    if (entry.description.trim().length < 50)
      problems.push(`${entry.path}: description missing or shorter than 50 characters`);
    if (!entry.canonical.startsWith("/")) problems.push(`${entry.path}: no canonical`);
  }
  for (const entry of routes) {
    if (!paths.has(entry.canonical)) problems.push(`${entry.path}: canonical ${entry.canonical} is not a route`);
    if (entry.primary && !entry.noindex && !fileExists(entry.canonical))
      problems.push(`sitemap URL ${entry.canonical} has no file`);
  }
  return problems;
}
