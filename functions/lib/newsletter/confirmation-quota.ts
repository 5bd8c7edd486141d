// How many confirmation emails one mailbox may receive in a UTC day, however its address is
// written: "ada@example.com", "ada+news@example.com" and "ADA+x@example.com" reach one inbox, so
// they count as one. Counted in usage_counters under a keyed hash of the mailbox, never the
// address; a day's counts are deleted by the first reservation of the next day.

/** Confirmation emails one mailbox may be sent per UTC day, whatever else the form is given. */
export const CONFIRMATIONS_PER_MAILBOX_DAY = 3;

const PREFIX = "confirm-mailbox:";
/** The character after ":" in code order: bucket >= PREFIX and < END covers exactly these rows, by the primary key. */
const END = "confirm-mailbox;";

/** The mailbox an address delivers to: the local part without its "+tag", lower-cased. */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).split("+")[0] ?? "";
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/** Takes one of today's places for the mailbox; false when they are all taken. One statement, so racing sign-ups cannot overspend. */
export async function reserveConfirmation(db: D1Database, mailboxHash: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const [, reserved] = await db.batch([
    db.prepare("DELETE FROM usage_counters WHERE bucket >= ?1 AND bucket < ?2 AND day < ?3").bind(PREFIX, END, day),
    db
      .prepare(
        "INSERT INTO usage_counters (bucket, day, count) VALUES (?1, ?2, 1) ON CONFLICT (bucket, day) DO UPDATE SET count = count + 1 WHERE count < ?3 RETURNING count",
      )
      .bind(`${PREFIX}${mailboxHash}`, day, CONFIRMATIONS_PER_MAILBOX_DAY),
  ]);
  return (reserved?.results.length ?? 0) > 0;
}

/** Gives back a place taken for an email that was not sent after all. */
export async function releaseConfirmation(db: D1Database, mailboxHash: string, now: Date): Promise<void> {
  await db
    .prepare("UPDATE usage_counters SET count = count - 1 WHERE bucket = ?1 AND day = ?2 AND count > 0")
    .bind(`${PREFIX}${mailboxHash}`, now.toISOString().slice(0, 10))
    .run();
}
