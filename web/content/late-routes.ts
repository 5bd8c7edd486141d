// The routes whose pages are minted after the build: a proof's approval link and a live
// councillor's profile, each served on a prerendered shell. Apart from route-types.ts so the first
// load of every page carries only the resolver's match (path and kind); the head's words load with
// the page (web/app/route-resolver.ts).
import { COUNCILLOR_SHELL_PATH } from "#shared/api/council-radar-paths.ts";
import { APPROVAL_SHELL_PATH } from "#shared/api/proofs-shells.ts";
import { site } from "#shared/site.ts";
import type { RouteEntry } from "./route-types.ts";

export const approvalRoute: RouteEntry = {
  path: APPROVAL_SHELL_PATH,
  kind: "approval",
  id: "approval",
  title: `Proof approval | ${site.brand}`,
  description: "Review and approve a proof from our team.",
  canonical: APPROVAL_SHELL_PATH,
  noindex: true,
  primary: false,
  label: "Proof approval",
  section: "Other",
};

/**
 * A live councillor's profile (/councillor/{id} for a council staff chose): prerendered once as a
 * shell, which functions/councillor/[id].ts fills with the councillor's head and record. Never
 * indexed: these are real people's records, held only while the council lists them (see
 * /transparency), so no search engine should keep a copy after we drop one.
 */
export const councillorShellRoute: RouteEntry = {
  path: COUNCILLOR_SHELL_PATH,
  kind: "live-councillor",
  id: "live-councillor",
  title: `Councillor profile | ${site.brand}`,
  description: "A councillor's public-record facts, as their council publishes them.",
  canonical: COUNCILLOR_SHELL_PATH,
  noindex: true,
  primary: false,
  label: "Councillor profile",
  section: "Councils",
};
export const COUNCILLOR_SHELL_RENDER_PATH = "/councillor/_shell";

/** The full entry of each kind of page minted after the build, by kind (web/app/route-resolver.ts). */
export const lateRoutes = { approval: approvalRoute, "live-councillor": councillorShellRoute } as const;
