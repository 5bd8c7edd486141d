// Policy Intelligence's service: the bills (filtered by a visitor's search) and one bill with its
// stages, each read from the Bills API through the shared read-through cache: fresh data at once,
// stale data refreshed by one request at a time within a short budget, the last good copy when the
// source fails, and the dated snapshot, labelled, when there is none. Never an empty list as fact.
import type { Bill, BillAnswer, BillList, SourceProblemReason } from "#shared/api/policy-intelligence.ts";
import { BILLS_MAX_AGE_MINUTES, billSchema } from "#shared/api/policy-intelligence.ts";
import { filterBills, type BillSearch } from "#shared/api/policy-intelligence-search.ts";
import { POLICY_SNAPSHOT } from "#shared/api/policy-intelligence-snapshot.ts";
import { londonDay, nextStage } from "#shared/api/policy-intelligence-stages.ts";
import * as v from "valibot";
import { readThrough } from "../../platform/public-sources/source-cache.ts";
import { SourceProblem } from "../../platform/public-sources/source-fetch.ts";
import { listBills, readBill, type BillsApi } from "./bills-api.ts";

/** How long a visitor's request waits for a refresh before it is served what there is. */
export const SOURCE_BUDGET_MS = 4000;
/** Each request to the Bills API; shorter than the budget, so a source that does not answer is reported at once. */
export const SOURCE_TIMEOUT_MS = 3000;
/** The largest answer read from the Bills API: a page of 50 bills is about 60 KB. */
export const SOURCE_MAX_BYTES = 2 * 1024 * 1024;
/** Bills move a stage in days, not minutes: a copy is fresh for half an hour. */
export const BILLS_MAX_AGE_MS = BILLS_MAX_AGE_MINUTES * 60 * 1000;

/** The source's name on the staff health page. */
const SOURCE = "UK Parliament Bills API";
const LIST_KEY = "bills-api:list";
const billKey = (id: number) => `bills-api:bill:${id}`;

export interface PolicyDeps {
  readonly db: D1Database;
  readonly api: BillsApi;
  readonly nowMs: number;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** Told of each bill a refresh reads from the source (its followers may need an email). */
  readonly billRefreshed?: (bill: Bill) => Promise<void>;
}

export class BillNotFound extends Error {}

export class SourceDown extends Error {
  readonly reason: SourceProblemReason;
  constructor(reason: SourceProblemReason) {
    super(`the Bills API could not be read (${reason})`);
    this.reason = reason;
  }
}

/** A bill from the snapshot as it reads today: a stage listed after the snapshot's date is next only while it is still ahead. */
function snapshotBill(bill: Bill, today: string): Bill {
  return { ...bill, nextStage: bill.stages ? nextStage(bill.stages, today) : null };
}

async function readList(deps: PolicyDeps, today: string) {
  return readThrough<Bill[]>({
    db: deps.db,
    key: LIST_KEY,
    source: SOURCE,
    maxAgeMs: BILLS_MAX_AGE_MS,
    budgetMs: SOURCE_BUDGET_MS,
    load: async () => {
      const { records, skipped } = await listBills(deps.api, today);
      return { data: records, records: records.length, skipped };
    },
    fallback: { data: POLICY_SNAPSHOT.bills.map((bill) => snapshotBill(bill, today)), asOf: POLICY_SNAPSHOT.asOf },
    schema: v.array(billSchema),
    waitUntil: deps.waitUntil,
    now: () => deps.nowMs,
  });
}

export async function billList(deps: PolicyDeps, search: BillSearch): Promise<BillList> {
  const { data, ...served } = await readList(deps, londonDay(deps.nowMs));
  return { ...served, bills: filterBills(data, search) };
}

/**
 * Whether a bill may be read by id: one in the list or the snapshot, or one already read (a
 * bill someone follows stays readable after it leaves the list). Any other id is refused before
 * the source is asked, so made-up ids cannot fill the cache with rows.
 */
async function knownBill(deps: PolicyDeps, id: number, today: string): Promise<boolean> {
  if (POLICY_SNAPSHOT.bills.some((bill) => bill.id === id)) return true;
  const read = await deps.db.prepare("SELECT 1 AS found FROM source_cache WHERE key = ?").bind(billKey(id)).first();
  if (read) return true;
  const list = await readList(deps, today);
  if (list.data.some((b) => b.id === id)) return true;
  // The list could not be read: whether the bill exists is unknown, which is the source's trouble.
  if (list.from === "snapshot") throw new SourceDown(list.problem?.reason ?? "timeout");
  return false;
}

const isMissing = (error: unknown) =>
  error instanceof SourceProblem && error.reason === "http-error" && error.detail === "status 404";

export async function oneBill(deps: PolicyDeps, id: number): Promise<BillAnswer> {
  const today = londonDay(deps.nowMs);
  if (!(await knownBill(deps, id, today))) throw new BillNotFound();
  const known = POLICY_SNAPSHOT.bills.find((bill) => bill.id === id);
  // null: the source says there is no such bill (kept, so it is not asked again at once).
  const { data, ...served } = await readThrough<Bill | null>({
    db: deps.db,
    key: billKey(id),
    source: SOURCE,
    maxAgeMs: BILLS_MAX_AGE_MS,
    budgetMs: SOURCE_BUDGET_MS,
    load: async () => {
      try {
        const { records, skipped } = await readBill(deps.api, id, today);
        const bill = records[0] ?? null;
        // Telling followers must never cost the page its fresh copy: a failure is only logged.
        if (bill && deps.billRefreshed)
          await deps.billRefreshed(bill).catch((error: unknown) => console.error("Bill followers not told", error));
        return { data: bill, records: bill ? 1 : 0, skipped };
      } catch (error) {
        if (isMissing(error)) return { data: null, records: 0, skipped: 0 };
        throw error;
      }
    },
    fallback: { data: known ? snapshotBill(known, today) : null, asOf: POLICY_SNAPSHOT.asOf },
    schema: v.nullable(billSchema),
    waitUntil: deps.waitUntil,
    now: () => deps.nowMs,
  });
  if (data) return { ...served, bill: data };
  if (served.from === "snapshot") throw new SourceDown(served.problem?.reason ?? "timeout");
  throw new BillNotFound();
}
