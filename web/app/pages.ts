// One lazily loaded component per page kind: each page's code and copy arrive only when needed,
// while the prerendered HTML already holds the content (React hydrates it once the chunk loads).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageKind, RouteEntry } from "../content/routes";

export interface PageProps {
  readonly entry: RouteEntry;
}

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export const pages: Record<PageKind, LazyPage> = {
  home: lazy(() => import("../pages/home-page")),
  service: lazy(() => import("../pages/service-page")),
  outcome: lazy(() => import("../pages/outcome-page")),
  tool: lazy(() => import("../pages/tool-page")),
  "council-radar": lazy(() => import("../pages/council-radar-page")),
  policy: lazy(() => import("../pages/policy-page")),
  faq: lazy(() => import("../pages/faq-page")),
  insights: lazy(() => import("../pages/insights-page")),
  article: lazy(() => import("../pages/article-page")),
  resources: lazy(() => import("../pages/resources-page")),
  resource: lazy(() => import("../pages/resource-page")),
  councillor: lazy(() => import("../pages/councillor-page")),
  approval: lazy(() => import("../pages/approval-page")),
  "project-scoping": lazy(() => import("../pages/project-scoping-page")),
  "not-found": lazy(() => import("../pages/not-found-page")),
};
