// The staff notification of one stored enquiry (functions/lib/platform/notify.ts posts it): the
// message as stored, and its triage said plainly, an urgent one first of all, in the subject and
// the summary's first line, with the service and the suggested owner. Every field is one the
// privacy policy lists (web/shared/notifications.ts).
import type { Triage, Urgency } from "#shared/api/triage.ts";
import { forwardAndRecord, type ForwardDeps } from "../platform/notify.ts";
import { SOON_WITHIN } from "../tools/triage/triage-urgency.ts";
import { TRIAGE_COLUMNS, triageOf, type TriageColumns } from "./triage-record.ts";

type StoredMessage = TriageColumns & {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly created_at: string;
  readonly source: string;
  readonly transcript: string | null;
};

/** How the first line of the summary opens for each urgency. */
const URGENCY_OPENING: Readonly<Record<Urgency, string>> = {
  urgent: "URGENT: this enquiry reads as urgent",
  soon: `Soon: this enquiry names a deadline within ${SOON_WITHIN} working days`,
  routine: "Routine: no crisis signal and no close deadline",
};

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(", ");

/** Why it reads as it does, in the enquiry's own words: its signals, or the deadline it names. */
function because(reading: Triage | null, urgency: Urgency): string {
  if (urgency === "routine" || !reading) return "";
  const words = reading.signals.length > 0 ? reading.signals : reading.deadline ? [reading.deadline] : [];
  return words.length > 0 ? ` (${quoted(words)})` : "";
}

/** The subject, the summary (urgency first) and the triage as data, for one stored message. */
export function triageNotice(row: StoredMessage): {
  subject: string;
  summary: string;
  triage: { service: string | null; urgency: Urgency; owner: string | null; reader: string | null } | null;
} {
  const what = row.source === "tenfold" ? "TENFOLD hand-off" : "enquiry";
  const { current, reading } = triageOf(row);
  if (!current)
    return {
      subject: `New ${what} from ${row.name} (not triaged)`,
      summary: "Not triaged: read it and route it by hand.",
      triage: null,
    };
  const service = current.service?.name ?? null;
  const owner = current.owner?.name ?? null;
  const routed = `${service ?? "no service named"}, suggested owner ${owner ?? "none"}`;
  const subject =
    current.urgency === "urgent"
      ? `URGENT ${what} from ${row.name}: ${routed}`
      : `New ${what} from ${row.name}: ${routed}`;
  const summary = [
    `${URGENCY_OPENING[current.urgency]}${because(reading, current.urgency)}.`,
    `Service: ${service ?? "none named"}.`,
    `Suggested owner: ${owner ?? "none"}.`,
    ...(reading ? [`Reply promised: ${reading.replyBy}.`, `Read by: the ${reading.reader} reader.`] : []),
  ].join("\n");
  return { subject, summary, triage: { service, urgency: current.urgency, owner, reader: reading?.reader ?? null } };
}

/** Sends one stored message to the notification target and records the outcome. Never throws. */
export function forwardMessage(id: number, url: string, deps: ForwardDeps): Promise<void> {
  return forwardAndRecord(
    deps.db,
    "contact_messages",
    id,
    deps.now,
    { url, idempotencyKey: `contact-message-${id}`, fetcher: deps.fetcher },
    async () => {
      const row = await deps.db
        .prepare(
          `SELECT id, name, email, message, created_at, source, transcript, ${TRIAGE_COLUMNS}
           FROM contact_messages WHERE id = ?1 AND delivery_status = 'pending'`,
        )
        .bind(id)
        .first<StoredMessage>();
      if (!row) return null;
      return {
        type: "contact_message",
        id: row.id,
        name: row.name,
        email: row.email,
        message: row.message,
        created_at: row.created_at,
        source: row.source,
        transcript: row.transcript === null ? null : (JSON.parse(row.transcript) as unknown),
        ...triageNotice(row),
      };
    },
  );
}
