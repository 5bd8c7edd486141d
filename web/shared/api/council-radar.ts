// Council Radar's contract: the councillors, committees and upcoming meetings of the councils staff
// chose, as each council's ModernGov web service publishes them, with each council's freshness
// ("as of") and trouble; and the console's list of councils, added and removed by ModernGov address.
// A record holds public-record facts only: office (key posts), party, ward, committees, a link to
// the register of interests where the council publishes one, and the meetings of its committees.
// Never an inferred view, a score or a "likely position" (see /transparency).
import * as v from "valibot";
import { defineContract, staffEndpoint } from "./contract.ts";
import { ADMIN_ERRORS } from "./error-codes.ts";
import { servedSchema } from "./public-sources.ts";
export { COUNCILLOR_RECORD_ID, COUNCILLOR_SHELL_PATH, councillorPath } from "./council-radar-paths.ts";

const text = v.pipe(v.string(), v.maxLength(300));
const url = v.pipe(v.string(), v.maxLength(600));

export const committeeSchema = v.object({ id: text, title: text, url });
export type Committee = v.InferOutput<typeof committeeSchema>;

export const meetingSchema = v.object({
  id: text,
  committeeId: text,
  committee: text,
  /** YYYY-MM-DD. */
  date: v.pipe(v.string(), v.isoDate()),
  /** HH:MM, when the council gives one. */
  time: v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  url,
});
export type Meeting = v.InferOutput<typeof meetingSchema>;

/** A councillor's id: `${councilId}-${the council's own member id}`, unique across councils. */
export const COUNCILLOR_ID = /^[a-z0-9-]{1,120}$/;

export const councillorSchema = v.object({
  /** `${councilId}-${the council's own member id}`: unique across councils. */
  id: v.pipe(v.string(), v.regex(COUNCILLOR_ID)),
  councilId: text,
  name: text,
  party: text,
  ward: text,
  /** The offices the council lists (its "key posts"): Leader, Cabinet Member for ..., Chair of .... */
  roles: v.array(text),
  /** The committees the council lists the member on; null when the council's service did not say. */
  committees: v.nullable(v.array(v.object({ id: text, title: text }))),
  /** The council's own page for the member. */
  profileUrl: url,
  /** The council's published register of interests for the member, where it has one. */
  interestsUrl: v.nullable(url),
  /** Declared interests as text: only in the demonstration set (ModernGov publishes them as a page). */
  interests: v.optional(v.array(text)),
});
export type Councillor = v.InferOutput<typeof councillorSchema>;

export const councilDataSchema = v.object({
  councillors: v.array(councillorSchema),
  committees: v.array(committeeSchema),
  meetings: v.array(meetingSchema),
  /** Records in the service's answers that did not fit and were left out. */
  skipped: v.number(),
  /** Where the next refresh starts reading councillors' committees (the service asks one call per councillor). */
  membershipsFrom: v.optional(v.number()),
});
export type CouncilData = v.InferOutput<typeof councilDataSchema>;

/** Where a council's records come from: its live service, the committed snapshot, or the invented demonstration set. */
export const COUNCIL_KINDS = ["live", "snapshot", "demo"] as const;

export const councilStatusSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  name: text,
  /** The council's ModernGov address (its own site). */
  address: url,
  kind: v.picklist(COUNCIL_KINDS),
  /**
   * How fresh the records are: when they were read from the council (or the snapshot's date), and
   * the latest failure when reading again failed, so the page shows the last good records with
   * their age. `from: "snapshot"` for a live council means it has never been read.
   */
  served: servedSchema,
});
export type CouncilStatus = v.InferOutput<typeof councilStatusSchema>;

export const councilViewSchema = v.object({ ...councilStatusSchema.entries, data: v.nullable(councilDataSchema) });
export type CouncilView = v.InferOutput<typeof councilViewSchema>;

/** GET /api/council-radar: every council staff chose, each with its last good records and their age. */
export const councilRadarContract = defineContract({
  method: "GET",
  path: "/council-radar",
  response: v.object({ councils: v.array(councilViewSchema) }),
});

/**
 * GET /api/council-radar/councillors/:id: one councillor of a live council, from the cache as last
 * read, with their council's freshness and only the committees and meetings the profile shows;
 * 404 when no council Council Radar reads lists them.
 */
export const councillorProfileContract = defineContract({
  method: "GET",
  path: "/council-radar/councillors/:id",
  response: v.object({ council: councilViewSchema }),
});

export const COUNCIL_LIMITS = { nameMax: 100, addressMax: 300, councilsMax: 20 } as const;

export const addCouncilSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, "Give the council's name."),
    v.maxLength(COUNCIL_LIMITS.nameMax, `A council's name is at most ${COUNCIL_LIMITS.nameMax} characters.`),
  ),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COUNCIL_LIMITS.addressMax, `An address is at most ${COUNCIL_LIMITS.addressMax} characters.`),
    v.regex(/^https?:\/\//i, "Give the council's ModernGov address, starting http:// or https://."),
    v.check((value) => URL.canParse(value), "That is not a web address."),
  ),
});

export const staffCouncilSchema = v.object({
  ...councilStatusSchema.entries,
  councillors: v.number(),
  skipped: v.number(),
  addedBy: v.nullable(v.string()),
  addedAt: v.string(),
});
export type StaffCouncil = v.InferOutput<typeof staffCouncilSchema>;

export const listCouncilsContract = staffEndpoint({
  method: "GET",
  path: "/admin/council-radar/councils",
  response: v.object({ councils: v.array(staffCouncilSchema) }),
});

/** Adds a council by its ModernGov address; 409 when that address or name is already there. */
export const addCouncilContract = defineContract({
  method: "POST",
  path: "/admin/council-radar/councils",
  request: addCouncilSchema,
  response: staffCouncilSchema,
  errors: [...ADMIN_ERRORS, "bad_request", "conflict", "unsupported_media_type", "payload_too_large"],
});

export const removeCouncilContract = staffEndpoint({
  method: "DELETE",
  path: "/admin/council-radar/councils/:id",
  response: v.object({ id: v.string(), removed: v.boolean() }),
});

/** The council's ModernGov root, however staff pasted it: any page of the site gives its origin and folder. */
export function modernGovRoot(address: string): string {
  const parsed = new URL(address);
  // ModernGov's pages and web service sit side by side (".../mgMemberIndex.aspx", ".../mgWebService.asmx").
  const folder = parsed.pathname.replace(/\/[^/]*\.(aspx|asmx)(\/.*)?$/i, "/").replace(/\/+$/, "");
  return `${parsed.protocol}//${parsed.host}${folder}`;
}

/** A council's id from its name: "Oadby and Wigston Borough Council" -> "oadby-and-wigston-borough-council". */
export function councilIdFor(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
