/// <reference types="vite-plugin-pwa/vanillajs" />
// The @font-face rules made by build/fonts.ts.
declare module "virtual:fonts.css";

// Modules made by build/content-plugin.ts.
declare module "virtual:route-index" {
  import type { RouteMatch } from "./content/route-types";
  export const routeIndex: readonly RouteMatch[];
}

declare module "virtual:route-manifest" {
  import type { RouteEntry } from "./content/routes";
  export const routes: readonly RouteEntry[];
}

declare module "virtual:page-starters" {
  /** Page path → up to three questions visitors ask about it (build/page-starters.ts). */
  export const pageStarters: Readonly<Record<string, readonly string[]>>;
}

declare module "*.md?meta" {
  import type { ArticleListing } from "./content/types";
  const meta: ArticleListing & { readonly read_time: number };
  export default meta;
}

declare module "*.md?html" {
  const html: string;
  export default html;
}
