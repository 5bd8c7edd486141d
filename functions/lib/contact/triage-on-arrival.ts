// Every enquiry that arrives is triaged after it is stored, in work that outlives the visitor's
// response (ctx.waitUntil): Triage Bot reads its message, the reading is kept on its row, and then
// the staff notification goes, saying how urgent it is. The reading is bounded by the tools' model
// budget plus a margin, so the notification never waits longer; a reading that throws or runs out
// of time leaves the enquiry as it was stored, marked not triaged, and the notification still goes.
import type { Triage } from "#shared/api/triage.ts";
import { forwardMessage } from "./contact-notification.ts";
import { stillStored, storeFailure, storeReading, type EnquiryKey } from "./triage-record.ts";
import { textForTriage } from "./triage-text.ts";

/**
 * Beyond the model's budget: room for the built-in reader to answer after a model that was late
 * (the SDK gives up at the budget) and for the reading to be written.
 */
export const TRIAGE_MARGIN_MS = 1_000;

export interface ArrivalDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  /** Triage Bot's reader (model first with a key, the built-in reader otherwise or on failure). */
  readonly read: (text: string) => Promise<Triage>;
  /** The tools' model budget (TOOL_MODEL_BUDGET_MS), in ms. */
  readonly budgetMs: number;
  readonly notifyUrl?: string | undefined;
  readonly fetcher?: typeof fetch | undefined;
}

export type ArrivedEnquiry = EnquiryKey & { readonly name: string; readonly message: string };

type Outcome = { readonly triage: Triage } | { readonly failed: string; readonly late: boolean };

const describe = (cause: unknown) => (cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown error");

/** The reading, or why there is none: it threw, or it had not answered within `ms`. */
export async function readWithin(read: () => Promise<Triage>, ms: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ failed: `Triage did not finish within ${(ms / 1000).toFixed(1)} seconds.`, late: true }),
      ms,
    );
  });
  const reading = Promise.resolve()
    .then(read)
    .then(
      (triage): Outcome => ({ triage }),
      (cause: unknown): Outcome => ({ failed: `Triage failed: ${describe(cause)}`, late: false }),
    );
  try {
    return await Promise.race([reading, late]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * Stores the outcome; answers whether the enquiry is still there to notify about. A database
 * failure here is logged and the notification still goes: staff hear of the enquiry either way.
 */
async function record(enquiry: ArrivedEnquiry, outcome: Outcome, deps: ArrivalDeps): Promise<boolean> {
  try {
    const took =
      "triage" in outcome
        ? await storeReading(deps.db, enquiry, outcome.triage, deps.now())
        : await storeFailure(deps.db, enquiry, outcome.failed);
    // Not taken: triaged meanwhile (staff asked again), or gone (purged) and so nothing to tell.
    return took || (await stillStored(deps.db, enquiry));
  } catch (cause) {
    console.error("Could not store the triage of enquiry", enquiry.id, cause);
    return true;
  }
}

/** Triages one stored enquiry, then notifies staff. Never throws. */
export async function triageOnArrival(enquiry: ArrivedEnquiry, deps: ArrivalDeps): Promise<void> {
  const text = textForTriage(enquiry.message, enquiry);
  const outcome = await readWithin(() => deps.read(text), deps.budgetMs + TRIAGE_MARGIN_MS);
  if ("failed" in outcome) {
    if (outcome.late) console.warn("Enquiry", enquiry.id, "not triaged:", outcome.failed);
    else console.error("Enquiry", enquiry.id, "not triaged:", outcome.failed);
  }
  if (!(await record(enquiry, outcome, deps))) return;
  if (deps.notifyUrl)
    await forwardMessage(enquiry.id, deps.notifyUrl, { db: deps.db, now: deps.now, fetcher: deps.fetcher });
}
