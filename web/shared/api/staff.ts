// The staff console's own endpoints: who is signed in, and the site's health as staff see it.
// Each area's staff endpoints sit with that area's contracts (`<feature>-staff.ts`).
import * as v from "valibot";
import { staffEndpoint } from "./contract.ts";
import { sourceHealthSchema } from "./public-sources.ts";

/** How the person was let in: Cloudflare Access, the bearer token (scripts), or development's sign-in. */
export const STAFF_VIA = ["access", "token", "dev"] as const;

export const staffIdentitySchema = v.object({ email: v.string(), via: v.picklist(STAFF_VIA) });
export type StaffIdentity = v.InferOutput<typeof staffIdentitySchema>;

/**
 * What a 401 from a staff route says about signing in again (its `signIn` field): through Access
 * (reload the page), through development's sign-in page, or not in a browser at all.
 */
export type StaffSignIn = "access" | "dev" | "none";

/** Where the development sign-in lives; `return` brings the person back to the page they were on. */
export const DEV_SIGN_IN_PATH = "/staff/sign-in";
export const DEV_SIGN_OUT_PATH = "/staff/sign-out";
/** Cloudflare Access's own sign-out for the application's domain. */
export const ACCESS_SIGN_OUT_PATH = "/cdn-cgi/access/logout";

export const sessionContract = staffEndpoint({ method: "GET", path: "/admin/session", response: staffIdentitySchema });

/** One production setting as the health page shows it. */
export const settingCheckSchema = v.object({
  /** The setting's name where it is set (the Pages project's variables and secrets). */
  name: v.string(),
  /** What it is, in plain words. */
  label: v.string(),
  status: v.picklist(["ok", "missing", "unsafe", "optional"]),
  /** Plain words: what is wrong and what it means for the site, or what is in place. */
  message: v.string(),
});
export type SettingCheck = v.InferOutput<typeof settingCheckSchema>;

export const staffHealthContract = staffEndpoint({
  method: "GET",
  path: "/admin/health",
  response: v.object({
    version: v.string(),
    environment: v.string(),
    database: v.object({ reachable: v.boolean(), schema: v.nullable(v.string()), message: v.string() }),
    settings: v.array(settingCheckSchema),
    /** The public sources the tools read, each with its last good fetch and newest failure. */
    sources: v.array(sourceHealthSchema),
  }),
});

/** Where the build puts the console's page, which functions/lib/staff/staff-pages.ts serves. */
export const STAFF_SHELL_PATH = "/_shells/staff";

/** Rows a console list shows at a time. */
export const STAFF_PAGE_SIZE = 50;

/**
 * One page of a staff list, newest first: its rows, how many rows match in all, and the cursor
 * for the next (older) page, which a request passes back as `?before=`; null on the last page.
 * Keyset paging, so a page costs the same at row 10 as at row 10,000.
 */
export const pageOf = <Row extends v.GenericSchema>(row: Row) =>
  v.object({ rows: v.array(row), total: v.number(), next: v.nullable(v.number()) });
