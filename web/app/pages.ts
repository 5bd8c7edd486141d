// One lazily loaded component per page kind: each page's code and copy arrive only when needed,
// while the prerendered HTML already holds the content (React hydrates it once the chunk loads).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageKind } from "../content/route-types.ts";
import { pageLoaders } from "./page-loaders.ts";
import type { PageProps } from "./page-props.ts";

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([kind, load]) => [kind, lazy(load)]),
) as Record<PageKind, LazyPage>;
