// Policy Intelligence's service: the bills (filtered by a visitor's search) and one bill with its
// stages, each read from the Bills API within a short budget. A visitor never waits past it and
// never gets an empty list presented as fact: when the source fails, they get the dated snapshot,
// labelled as such, with the reason the source could not be read.
import type { Bill, BillAnswer, BillList, SourceProblemReason } from "#shared/api/policy-intelligence.ts";
import { filterBills, type BillSearch } from "#shared/api/policy-intelligence-search.ts";
import { POLICY_SNAPSHOT } from "#shared/api/policy-intelligence-snapshot.ts";
import { londonDay, nextStage } from "#shared/api/policy-intelligence-stages.ts";
import { listBills, readBill, type BillsApi } from "./bills-api.ts";
import { SourceProblem } from "./interim-source-fetch.ts";

/** How long a visitor's request waits for the Bills API before the last good data is served. */
export const SOURCE_BUDGET_MS = 4000;
/** The largest answer read from the Bills API: a page of 50 bills is about 60 KB. */
export const SOURCE_MAX_BYTES = 2 * 1024 * 1024;

export interface PolicyDeps {
  readonly api: BillsApi;
  readonly nowMs: number;
}

interface Freshness {
  readonly asOf: string;
  readonly from: "live" | "cache" | "snapshot";
  readonly problem: { readonly reason: SourceProblemReason; readonly at: string } | null;
  readonly skipped: number;
}

/** Why a read failed, as the source layer names it; anything else is the source being unreachable. */
const reasonOf = (error: unknown): SourceProblemReason =>
  error instanceof SourceProblem ? error.reason : "unreachable";

/** A bill from the snapshot as it reads today: a stage listed after the snapshot's date is next only while it is still ahead. */
function snapshotBill(bill: Bill, today: string): Bill {
  return { ...bill, nextStage: bill.stages ? nextStage(bill.stages, today) : null };
}

export class BillNotFound extends Error {}

export class SourceDown extends Error {
  readonly reason: SourceProblemReason;
  constructor(reason: SourceProblemReason) {
    super(`the Bills API could not be read (${reason})`);
    this.reason = reason;
  }
}

/**
 * Reads the source; on failure, the fallback labelled with its date and the problem. The shared
 * source cache (readThrough) replaces this once merged, adding the stored last good copy between
 * the two; the answer's shape is already its shape.
 */
async function readOrFallback<T>(
  load: () => Promise<{ readonly data: T; readonly skipped: number }>,
  fallback: { readonly data: T; readonly asOf: string } | null,
  nowMs: number,
): Promise<{ data: T } & Freshness> {
  try {
    const { data, skipped } = await load();
    return { data, asOf: new Date(nowMs).toISOString(), from: "live", problem: null, skipped };
  } catch (error) {
    if (error instanceof SourceProblem && error.reason === "http-error" && /\b404\b/.test(error.message))
      throw new BillNotFound();
    const reason = reasonOf(error);
    if (!fallback) throw new SourceDown(reason);
    return { ...fallback, from: "snapshot", problem: { reason, at: new Date(nowMs).toISOString() }, skipped: 0 };
  }
}

export async function billList(deps: PolicyDeps, search: BillSearch): Promise<BillList> {
  const today = londonDay(deps.nowMs);
  const read = await readOrFallback<Bill[]>(
    async () => {
      const { records, skipped } = await listBills(deps.api, today);
      return { data: records, skipped };
    },
    { data: POLICY_SNAPSHOT.entries.map((e) => snapshotBill(e.bill, today)), asOf: POLICY_SNAPSHOT.asOf },
    deps.nowMs,
  );
  const { data, ...freshness } = read;
  return { ...freshness, bills: filterBills(data, search) };
}

export async function oneBill(deps: PolicyDeps, id: number): Promise<BillAnswer> {
  const today = londonDay(deps.nowMs);
  const known = POLICY_SNAPSHOT.entries.find((e) => e.bill.id === id);
  const read = await readOrFallback<Bill>(
    async () => {
      const { records, skipped } = await readBill(deps.api, id, today);
      const bill = records[0];
      if (!bill) throw new SourceProblem("bad-shape", "no bill in the answer");
      return { data: bill, skipped };
    },
    known ? { data: snapshotBill(known.bill, today), asOf: POLICY_SNAPSHOT.asOf } : null,
    deps.nowMs,
  );
  const { data, ...freshness } = read;
  return { ...freshness, bill: data };
}
