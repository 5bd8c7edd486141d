// Where each page kind's code comes from. Kept free of React so the small browser entry can
// start loading the current page's chunk alongside React and the app (web/entry-client.tsx):
// the page is then there when hydration reaches it, instead of being requested only once the
// app has run. Dynamic imports of the same module share one request.
import type { ComponentType } from "react";
import type { PageKind } from "../content/route-types.ts";
import type { PageProps } from "./page-props.ts";

export interface PageModule {
  default: ComponentType<PageProps>;
}

export const pageLoaders: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import("../pages/home-page.tsx"),
  service: () => import("../pages/service-page.tsx"),
  outcome: () => import("../pages/outcome-page.tsx"),
  tool: () => import("../pages/tool-page.tsx"),
  "council-radar": () => import("../tools/council-radar/council-radar-page.tsx"),
  "govcal-pro": () => import("../tools/govcal/govcal-page.tsx"),
  storyscanner: () => import("../tools/storyscanner/storyscanner-page.tsx"),
  sensechecker: () => import("../tools/sensechecker/sensechecker-page.tsx"),
  "triage-bot": () => import("../tools/triage/triage-page.tsx"),
  "bot-tester": () => import("../tools/bot-tester/bot-tester-page.tsx"),
  "policy-intelligence": () => import("../tools/policy-intelligence/policy-intelligence-page.tsx"),
  policy: () => import("../pages/policy-page.tsx"),
  faq: () => import("../pages/faq-page.tsx"),
  insights: () => import("../pages/insights-page.tsx"),
  article: () => import("../pages/article-page.tsx"),
  resources: () => import("../pages/resources-page.tsx"),
  resource: () => import("../pages/resource-page.tsx"),
  councillor: () => import("../tools/council-radar/councillor-page.tsx"),
  // Not markup-only: the shell renders the record the page's function wrote into it.
  "live-councillor": () => import("../tools/council-radar/live-councillor.tsx"),
  approval: () => import("../tools/proofs/approval/approval-page.tsx"),
  "project-scoping": () => import("../pages/project-scoping-page.tsx"),
  about: () => import("../pages/about-page.tsx"),
  "case-studies": () => import("../pages/case-studies-page.tsx"),
  "case-study": () => import("../pages/case-study-page.tsx"),
  "how-we-work": () => import("../pages/how-we-work-page.tsx"),
  newsletter: () => import("../newsletter/newsletter-page.tsx"),
  "not-found": () => import("../pages/not-found-page.tsx"),
};

/** The attribute on #root that names the prerendered page's kind. */
export const PAGE_KIND_ATTRIBUTE = "data-page";

export function isPageKind(value: string | undefined): value is PageKind {
  return value !== undefined && Object.hasOwn(pageLoaders, value);
}

/**
 * Page kinds with nothing interactive of their own: copy, images and links. The page a visitor
 * lands on keeps its prerendered markup as it is (components/server-markup.tsx), so their code
 * and copy load only when a visitor reaches one by client-side navigation. Interactive kinds
 * (home, the approval form, the tools a visitor can try, and the shared 404 page, whose content
 * depends on the real path)
 * are left out; a new kind is interactive until it is added here.
 */
export const MARKUP_ONLY_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  "service",
  "outcome",
  "tool",
  "policy",
  "faq",
  "insights",
  "article",
  "resources",
  "resource",
  "councillor",
  "project-scoping",
  "about",
  "case-studies",
  "case-study",
  "how-we-work",
  "newsletter",
]);
