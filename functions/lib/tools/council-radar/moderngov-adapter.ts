// Council Radar's one outside source: a council's ModernGov web service (mgWebService.asmx), read
// over plain GET with its XML answers. Four calls make a council's records:
//   GetCouncillorsByWard                      every councillor under their ward: id, name, party, key posts
//   GetCommittees                             the committees, with whether each is deleted or expired
//   GetMeetings?lCommitteeId=-1&sFromDate&sToDate   every committee's meetings in the next MEETING_DAYS
//   GetCommitteesByUser?lUserId=<id>          the committees one councillor sits on (one call each)
// Each answer is checked with valibot: an answer whose frame does not fit (an error page, another
// service, a changed shape) is a bad-shape SourceProblem; a record inside it that does not fit is
// left out and counted. What ModernGov also sends about a councillor, home address, telephone,
// email and photograph, is never read: a profile holds public-role facts only.
//
// The membership calls are one per councillor, and a Worker on the free plan may make 50
// subrequests a request (developers.cloudflare.com/workers/platform/limits/), so a refresh asks
// for at most MEMBERSHIP_CALLS councillors' committees, starting where the last refresh stopped;
// the others keep the committees last read (or none yet, which the profile says).
import * as v from "valibot";
import type { CouncilData, Councillor, Committee, Meeting } from "#shared/api/council-radar.ts";
import { SourceProblem, type SourceFetchDeps, fetchSource } from "../../platform/public-sources/source-fetch.ts";
import { checkRecords } from "../../platform/public-sources/source-records.ts";
import { xmlTree, type XmlValue } from "./xml-tree.ts";

export const MODERNGOV_LIMITS = {
  /** GetCommitteesByUser calls in one refresh (the other three calls make it 43, under the free plan's 50). */
  membershipCalls: 40,
  /** Membership calls in flight at once, to be gentle with a council's server. */
  parallel: 4,
  /** How far ahead meetings are read. */
  meetingDays: 90,
} as const;

/** A council's records as read, with where the next refresh starts reading memberships. */
export interface ReadCouncil {
  readonly data: CouncilData;
  readonly records: number;
}

export interface ModernGovDeps extends SourceFetchDeps {
  /** Today, YYYY-MM-DD (the meetings read start from it). */
  readonly today: string;
  /** Councillors whose committees one refresh reads (MODERNGOV_LIMITS.membershipCalls unless said). */
  readonly membershipCalls?: number;
}

// --- The answers' shapes -------------------------------------------------------------------------

/** Exactly one element of text. */
const one = (schema: v.GenericSchema<string, string>) =>
  v.pipe(
    v.tuple([schema]),
    v.transform(([value]): string => value),
  );
/** At most one element of text, "" when absent. */
const maybe = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((values) => values[0] ?? ""),
);
const numericId = v.pipe(v.string(), v.regex(/^\d{1,10}$/));
const title = v.pipe(v.string(), v.minLength(1), v.maxLength(300));
/** dd/mm/yyyy, as ModernGov writes dates, to YYYY-MM-DD. */
const ukDate = v.pipe(
  v.string(),
  v.regex(/^\d{2}\/\d{2}\/\d{4}$/),
  v.transform((value) => value.split("/").reverse().join("-")),
  v.isoDate(),
);

const councillorRecord = v.object({
  councillorid: one(numericId),
  fullusername: one(title),
  politicalpartytitle: maybe,
  keyposts: maybe,
});

const wardRecord = v.object({
  wardtitle: one(title),
  councillors: v.optional(v.tuple([v.union([v.literal(""), v.record(v.string(), v.array(v.any()))])])),
});

const committeeRecord = v.object({
  committeeid: one(numericId),
  committeetitle: one(title),
  committeedeleted: maybe,
  committeeexpired: maybe,
});

const meetingRecord = v.object({
  meetingid: one(numericId),
  committeeid: one(numericId),
  meetingdate: one(ukDate),
  meetingtime: maybe,
  committeetitle: maybe,
});

const elements = (value: XmlValue | undefined, tag: string): readonly XmlValue[] =>
  value !== undefined && typeof value !== "string" ? (value[tag] ?? []) : [];

/** Every `tag` element at any depth under `value` (not looking inside a match). */
function findAll(value: XmlValue | undefined, tag: string): XmlValue[] {
  if (value === undefined || typeof value === "string") return [];
  const found: XmlValue[] = [...(value[tag] ?? [])];
  for (const [name, children] of Object.entries(value)) {
    if (name !== tag) for (const child of children) found.push(...findAll(child, tag));
  }
  return found;
}

/**
 * The one list reader: every `tag` record under `value`, whatever wraps it, checked with `schema`:
 * those that fit, and how many did not (left out and counted, never guessed at).
 */
const readList = <S extends v.GenericSchema>(value: XmlValue | undefined, tag: string, schema: S) =>
  checkRecords(findAll(value, tag), schema);

/** A committee the council still has: neither deleted nor expired. */
const isCurrent = (record: { committeedeleted: string; committeeexpired: string }) =>
  record.committeedeleted.toLowerCase() !== "true" && record.committeeexpired.toLowerCase() !== "true";

// --- The calls -----------------------------------------------------------------------------------

const serviceUrl = (root: string, call: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${root}/mgWebService.asmx/${call}${search ? `?${search}` : ""}`;
};

async function ask(root: string, call: string, deps: SourceFetchDeps, query?: Record<string, string>) {
  const body = await fetchSource({ url: serviceUrl(root, call, query), accept: "text/xml, application/xml" }, deps);
  return xmlTree(body);
}

/** ModernGov's own pages for a member, a committee and a meeting. */
export const councilPages = {
  member: (root: string, id: string) => `${root}/mgUserInfo.aspx?UID=${id}`,
  interests: (root: string, id: string) => `${root}/mgRofI.aspx?UID=${id}`,
  committee: (root: string, id: string) => `${root}/mgCommitteeDetails.aspx?ID=${id}`,
  meeting: (root: string, committeeId: string, meetingId: string) =>
    `${root}/ieListDocuments.aspx?CId=${committeeId}&MId=${meetingId}`,
};

/** "Councillor Dr Jane Smith" -> "Dr Jane Smith": the listing already says they are a councillor. */
const nameOf = (fullName: string) => fullName.replace(/^(councillor|cllr\.?)\s+/i, "").trim();

/** Key posts as ModernGov lists them: one per line or separated by semicolons. */
const rolesOf = (keyPosts: string) =>
  keyPosts
    .split(/\s*(?:;|\n|<br\s*\/?>)\s*/i)
    .map((post) => post.trim())
    .filter(Boolean);

/** The councillors, ward by ward; a bad-shape problem when the answer is not a ward list. */
export function parseCouncillors(tree: { root: string; value: XmlValue }, root: string, councilId: string) {
  if (tree.root !== "councillorsbyward")
    throw new SourceProblem("bad-shape", `GetCouncillorsByWard answered <${tree.root}>`);
  const wards = readList(elements(tree.value, "wards")[0], "ward", wardRecord);
  if (wards.records.length + wards.skipped === 0)
    throw new SourceProblem("bad-shape", "GetCouncillorsByWard listed no wards");
  const councillors: Omit<Councillor, "committees">[] = [];
  let skipped = wards.skipped;
  for (const ward of wards.records) {
    const listed = readList(ward.councillors?.[0], "councillor", councillorRecord);
    skipped += listed.skipped;
    for (const record of listed.records) {
      councillors.push({
        id: `${councilId}-${record.councillorid}`,
        councilId,
        name: nameOf(record.fullusername),
        party: record.politicalpartytitle,
        ward: ward.wardtitle,
        roles: rolesOf(record.keyposts),
        profileUrl: councilPages.member(root, record.councillorid),
        interestsUrl: councilPages.interests(root, record.councillorid),
      });
    }
  }
  if (councillors.length === 0)
    throw new SourceProblem("bad-shape", "GetCouncillorsByWard listed no councillor that fits");
  return { councillors, skipped };
}

/** The current committees (deleted and expired ones left out, not counted as skipped). */
export function parseCommittees(tree: { root: string; value: XmlValue }, root: string) {
  if (tree.root !== "committees" && findAll(tree.value, "committee").length === 0)
    throw new SourceProblem("bad-shape", `GetCommittees answered <${tree.root}>`);
  const { records, skipped } = readList(tree.value, "committee", committeeRecord);
  const committees: Committee[] = records.filter(isCurrent).map((record) => ({
    id: record.committeeid,
    title: record.committeetitle,
    url: councilPages.committee(root, record.committeeid),
  }));
  return { committees, skipped };
}

/** The meetings from `today` on, of committees the council lists (others' meetings left out). */
export function parseMeetings(
  tree: { root: string; value: XmlValue },
  root: string,
  committees: readonly Committee[],
  today: string,
) {
  if (elements(tree.value, "meetings").length === 0 && findAll(tree.value, "meeting").length === 0)
    throw new SourceProblem("bad-shape", `GetMeetings answered <${tree.root}> without meetings`);
  const { records, skipped } = readList(tree.value, "meeting", meetingRecord);
  const titles = new Map(committees.map((committee) => [committee.id, committee.title]));
  const meetings: Meeting[] = records
    .filter((record) => record.meetingdate >= today)
    .map((record) => ({
      id: record.meetingid,
      committeeId: record.committeeid,
      committee: titles.get(record.committeeid) ?? record.committeetitle,
      date: record.meetingdate,
      time: /^\d{2}:\d{2}$/.test(record.meetingtime) ? record.meetingtime : null,
      url: councilPages.meeting(root, record.committeeid, record.meetingid),
    }))
    .filter((meeting) => meeting.committee !== "")
    .sort((a, b) => (a.date + (a.time ?? "")).localeCompare(b.date + (b.time ?? "")));
  return { meetings, skipped };
}

/** One councillor's committees, as their ids and titles. */
export function parseMemberships(tree: { root: string; value: XmlValue }) {
  const { records, skipped } = readList(tree.value, "committee", committeeRecord);
  return {
    committees: records.filter(isCurrent).map((record) => ({ id: record.committeeid, title: record.committeetitle })),
    skipped,
  };
}

const ukDateOf = (iso: string) => iso.split("-").reverse().join("/");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Which councillors' committees this refresh reads: MEMBERSHIP_CALLS of them from where the last stopped. */
export function membershipTurn(count: number, from: number, calls: number = MODERNGOV_LIMITS.membershipCalls) {
  const start = count === 0 ? 0 : from % count;
  const take = Math.min(calls, count);
  return {
    indexes: Array.from({ length: take }, (_, i) => (start + i) % count),
    next: count === 0 ? 0 : (start + take) % count,
  };
}

/**
 * A council's records from its ModernGov service at `root`; `previous` (its last good records)
 * lends committees to the councillors whose memberships this refresh does not read.
 */
export async function readCouncil(
  root: string,
  councilId: string,
  deps: ModernGovDeps,
  previous?: CouncilData | null,
): Promise<ReadCouncil> {
  const [byWard, committeeList, meetingList] = await Promise.all([
    ask(root, "GetCouncillorsByWard", deps),
    ask(root, "GetCommittees", deps),
    ask(root, "GetMeetings", deps, {
      lCommitteeId: "-1",
      sFromDate: ukDateOf(deps.today),
      sToDate: ukDateOf(addDays(deps.today, MODERNGOV_LIMITS.meetingDays)),
    }),
  ]);
  const listed = parseCouncillors(byWard, root, councilId);
  const { committees, skipped: committeesSkipped } = parseCommittees(committeeList, root);
  const { meetings, skipped: meetingsSkipped } = parseMeetings(meetingList, root, committees, deps.today);

  const before = new Map((previous?.councillors ?? []).map((c) => [c.id, c.committees]));
  const memberships = new Map<string, Councillor["committees"]>();
  const turn = membershipTurn(listed.councillors.length, previous?.membershipsFrom ?? 0, deps.membershipCalls);
  let membershipSkipped = 0;
  const queue = [...turn.indexes];
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      const councillor = listed.councillors[index];
      if (!councillor) continue;
      const userId = councillor.id.slice(councilId.length + 1);
      try {
        const result = parseMemberships(await ask(root, "GetCommitteesByUser", deps, { lUserId: userId }));
        memberships.set(councillor.id, result.committees);
        membershipSkipped += result.skipped;
      } catch (error) {
        // One councillor's memberships not read this time: they keep what was read before.
        console.warn(
          `ModernGov ${root}: committees of member ${userId} not read`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: MODERNGOV_LIMITS.parallel }, worker));

  const councillors: Councillor[] = listed.councillors.map((councillor) => ({
    ...councillor,
    committees: memberships.get(councillor.id) ?? before.get(councillor.id) ?? null,
  }));
  return {
    data: {
      councillors,
      committees,
      meetings,
      skipped: listed.skipped + committeesSkipped + meetingsSkipped + membershipSkipped,
      membershipsFrom: turn.next,
    },
    records: councillors.length + committees.length + meetings.length,
  };
}
