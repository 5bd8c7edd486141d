// One lazily loaded component per page kind: each page's code and copy arrive only when needed,
// while the prerendered HTML already holds the content (React hydrates it once the chunk loads).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageKind, RouteMatch } from "../content/route-types.ts";

export interface PageProps {
  readonly entry: RouteMatch;
}

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export const pages: Record<PageKind, LazyPage> = {
  home: lazy(() => import("../pages/home-page.tsx")),
  service: lazy(() => import("../pages/service-page.tsx")),
  outcome: lazy(() => import("../pages/outcome-page.tsx")),
  tool: lazy(() => import("../pages/tool-page.tsx")),
  "council-radar": lazy(() => import("../pages/council-radar-page.tsx")),
  policy: lazy(() => import("../pages/policy-page.tsx")),
  faq: lazy(() => import("../pages/faq-page.tsx")),
  insights: lazy(() => import("../pages/insights-page.tsx")),
  article: lazy(() => import("../pages/article-page.tsx")),
  resources: lazy(() => import("../pages/resources-page.tsx")),
  resource: lazy(() => import("../pages/resource-page.tsx")),
  councillor: lazy(() => import("../pages/councillor-page.tsx")),
  approval: lazy(() => import("../pages/approval-page.tsx")),
  "project-scoping": lazy(() => import("../pages/project-scoping-page.tsx")),
  "not-found": lazy(() => import("../pages/not-found-page.tsx")),
};
