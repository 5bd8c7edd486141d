// What every page component is given: the route it renders. A module of its own, so the pages and
// the loaders that import them (./page-loaders.ts) both depend on it, not on each other.
import type { RouteMatch } from "../content/route-types.ts";

export interface PageProps {
  readonly entry: RouteMatch;
}
