/// <reference types="vite-plugin-pwa/vanillajs" />
// The @font-face rules made by build/fonts.ts.
declare module "virtual:fonts.css";

// Modules made by build/content-plugin.ts.
// Types come in through import() types: an import declaration inside an ambient module may not
// use a relative path (TS2439, hidden by skipLibCheck), and the names then resolved to any.
declare module "virtual:route-index" {
  export const routeIndex: readonly import("./content/route-types.ts").RouteMatch[];
}

declare module "virtual:route-manifest" {
  export const routes: readonly import("./content/routes.ts").RouteEntry[];
}

declare module "virtual:page-starters" {
  /** Page path → up to three questions visitors ask about it (build/page-starters.ts). */
  export const pageStarters: Readonly<Record<string, readonly string[]>>;
}

declare module "virtual:story-services" {
  /** StoryScanner's small form of the service pages (build/knowledge/knowledge-story.ts). */
  export const storyServices: import("./shared/api/storyscanner-services.ts").StoryServices;
}

declare module "virtual:build-year" {
  /** The year the site was built (build/build-year.ts). */
  export const buildYear: number;
}

declare module "*.md?meta" {
  const meta: import("./content/types.ts").ArticleListing & { readonly read_time: number };
  export default meta;
}

declare module "*.md?html" {
  const html: string;
  export default html;
}
