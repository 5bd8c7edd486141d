// The adapter for UK Parliament's Bills API (BILLS_API_BASE, https://bills-api.parliament.uk by
// default): the bills most recently changed, one bill, and its stages, each answer parsed with
// the schemas below. A list whose envelope is not the expected shape is a "bad-shape" problem; a
// record inside it that does not fit is left out and counted, never guessed at.
import * as v from "valibot";
import type { Bill, BillStage, StagePoint } from "#shared/api/policy-intelligence.ts";
import { billPageUrl } from "#shared/api/policy-intelligence-links.ts";
import { nextStage, stageReached } from "#shared/api/policy-intelligence-stages.ts";
import { SourceProblem, type SourceRequest } from "../../platform/public-sources/source-fetch.ts";

/** Reads one URL of the source as text, or throws SourceProblem (the shared source fetch). */
export type FetchText = (request: SourceRequest) => Promise<string>;

/** The bills read for the list: the 100 changed most recently, asked for in pages of 50. */
export const LIST_PAGE_SIZE = 50;
export const LIST_MAX_RECORDS = 100;
/** A bill has a few dozen stages at most. */
const STAGE_PAGE_SIZE = 50;
const STAGE_MAX_RECORDS = 200;
/** However the source pages, no read takes more requests than this (a source gone wrong could page for ever). */
const MAX_PAGES = 12;

// Dates arrive as "2025-10-27T00:00:00" (no zone: Parliament's day). The day is what we keep.
const apiDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/),
  v.transform((s) => s.slice(0, 10)),
);

const sittingSchema = v.object({ date: v.nullish(apiDate) });

const stageSchema = v.object({
  description: v.string(),
  house: v.string(),
  sortOrder: v.number(),
  stageSittings: v.nullish(v.array(sittingSchema)),
});
type ApiStage = v.InferOutput<typeof stageSchema>;

const summarySchema = v.object({
  billId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  shortTitle: v.pipe(v.string(), v.nonEmpty()),
  currentHouse: v.string(),
  originatingHouse: v.string(),
  lastUpdate: v.nullish(apiDate),
  billWithdrawn: v.nullish(v.string()),
  isDefeated: v.boolean(),
  isAct: v.boolean(),
  currentStage: v.nullish(stageSchema),
});
type ApiSummary = v.InferOutput<typeof summarySchema>;

/** A sponsor is a member, an organisation (the department), or both; a record with neither is not one. */
const sponsorSchema = v.pipe(
  v.object({
    member: v.nullish(v.object({ name: v.string() })),
    organisation: v.nullish(v.object({ name: v.string() })),
    sortOrder: v.nullish(v.number()),
  }),
  v.check((s) => Boolean(s.member ?? s.organisation)),
);

const detailSchema = v.object({
  ...summarySchema.entries,
  longTitle: v.nullish(v.string()),
  sponsors: v.nullish(v.array(v.unknown())),
});

/** A page of a list: its records are parsed one by one, so one odd record costs only itself. */
const pageSchema = v.object({
  items: v.array(v.unknown()),
  totalResults: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export interface Parsed<T> {
  readonly records: T[];
  readonly skipped: number;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceProblem("bad-shape", `${what} is not JSON`);
  }
}

function parseOrProblem<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new SourceProblem("bad-shape", `${what} is not in the shape expected`);
  return result.output;
}

/** Every page of a paged list, up to `maxRecords`, each record parsed on its own. */
async function readPages<S extends v.GenericSchema>(
  fetchText: FetchText,
  pageUrl: (skip: number, take: number) => string,
  record: S,
  pageSize: number,
  maxRecords: number,
): Promise<Parsed<v.InferOutput<S>>> {
  const records: v.InferOutput<S>[] = [];
  let skipped = 0;
  // The API may send fewer records than asked for; the next page starts after what came.
  let skip = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = parseOrProblem(
      pageSchema,
      parseJson(await fetchText({ url: pageUrl(skip, pageSize) }), "a page"),
      "a page",
    );
    for (const item of body.items) {
      const parsed = v.safeParse(record, item);
      if (parsed.success) records.push(parsed.output);
      else skipped++;
    }
    skip += body.items.length;
    if (body.items.length === 0 || skip >= Math.min(body.totalResults, maxRecords)) break;
  }
  return { records, skipped };
}

const status = (bill: ApiSummary): Bill["status"] =>
  bill.isAct ? "act" : bill.billWithdrawn ? "withdrawn" : bill.isDefeated ? "defeated" : "in-progress";

const toStage = (stage: ApiStage): BillStage => ({
  name: stage.description,
  house: stage.house,
  sortOrder: stage.sortOrder,
  dates: (stage.stageSittings ?? [])
    .map((s) => s.date)
    .filter((d): d is string => typeof d === "string")
    .sort(),
});

/** The stage the list says a bill is at: placed on its latest day so far; its next day, if one is listed. */
function fromCurrentStage(
  stage: ApiStage | null | undefined,
  today: string,
): { current: StagePoint | null; next: StagePoint | null } {
  if (!stage) return { current: null, next: null };
  const { name, house, dates } = toStage(stage);
  const past = dates.filter((d) => d <= today);
  const future = dates.find((d) => d > today);
  return {
    current: { name, house, date: past.at(-1) ?? null },
    next: future ? { name, house, date: future } : null,
  };
}

function summaryToBill(bill: ApiSummary, today: string): Bill {
  const { current, next } = fromCurrentStage(bill.currentStage, today);
  return {
    id: bill.billId,
    title: bill.shortTitle,
    longTitle: null,
    originatingHouse: bill.originatingHouse,
    currentHouse: bill.currentHouse,
    status: status(bill),
    department: null,
    member: null,
    currentStage: current,
    nextStage: next,
    lastUpdate: bill.lastUpdate ?? null,
    stages: null,
    url: billPageUrl(bill.billId),
  };
}

export interface BillsApi {
  readonly base: string;
  readonly fetchText: FetchText;
}

const trimBase = (base: string) => base.replace(/\/+$/, "");

/** The bills changed most recently, newest first, without their stages. */
export async function listBills(api: BillsApi, today: string): Promise<Parsed<Bill>> {
  const base = trimBase(api.base);
  const { records, skipped } = await readPages(
    api.fetchText,
    (skip, take) => `${base}/api/v1/Bills?SortOrder=DateUpdatedDescending&Skip=${skip}&Take=${take}`,
    summarySchema,
    LIST_PAGE_SIZE,
    LIST_MAX_RECORDS,
  );
  return { records: records.map((r) => summaryToBill(r, today)), skipped };
}

/** One bill with its sponsors and every stage; SourceProblem "http-error" for an unknown id (the API's 404). */
export async function readBill(api: BillsApi, id: number, today: string): Promise<Parsed<Bill>> {
  const base = trimBase(api.base);
  const detail = parseOrProblem(
    detailSchema,
    parseJson(await api.fetchText({ url: `${base}/api/v1/Bills/${id}` }), "the bill"),
    "the bill",
  );
  const sponsors = (detail.sponsors ?? []).flatMap((s) => {
    const parsed = v.safeParse(sponsorSchema, s);
    return parsed.success ? [parsed.output] : [];
  });
  const sponsorSkips = (detail.sponsors?.length ?? 0) - sponsors.length;
  const ordered = [...sponsors].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const stagesRead = await readPages(
    api.fetchText,
    (skip, take) => `${base}/api/v1/Bills/${id}/Stages?Skip=${skip}&Take=${take}`,
    stageSchema,
    STAGE_PAGE_SIZE,
    STAGE_MAX_RECORDS,
  );
  const stages = stagesRead.records.map(toStage).sort((a, b) => a.sortOrder - b.sortOrder);
  const fromList = summaryToBill(detail, today);
  const bill: Bill = {
    ...fromList,
    longTitle: detail.longTitle ?? null,
    department: ordered.find((s) => s.organisation)?.organisation?.name ?? null,
    member: ordered.find((s) => s.member)?.member?.name ?? null,
    // The stages' own days decide; the bill's own "current stage" stands when no stage has sat yet.
    currentStage: stageReached(stages, today) ?? fromList.currentStage,
    nextStage: nextStage(stages, today),
    stages,
  };
  return { records: [bill], skipped: sponsorSkips + stagesRead.skipped };
}
