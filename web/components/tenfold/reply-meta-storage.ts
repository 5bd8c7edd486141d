// What the browser keeps about TENFOLD's replies besides their text, beside the
// conversation: each reply's answer id, whether it offered the hand-off, and the visitor's vote,
// so that a vote can still be seen and changed after a reload. Validated on reading; cleared with
// the conversation.
import * as v from "valibot";
import { answerIdSchema } from "#shared/schemas.ts";
import { storedValue } from "../../lib/stored.ts";

export const REPLY_META_KEY = "tenfold:replies:v1";

const metaSchema = v.object({
  answerId: v.optional(answerIdSchema),
  handoff: v.boolean(),
  vote: v.optional(v.picklist(["up", "down"])),
});
const storedSchema = v.record(v.pipe(v.string(), v.maxLength(100)), metaSchema);

export type StoredReplyMeta = v.InferOutput<typeof metaSchema>;

const storedMeta = (storage: Storage) => storedValue(REPLY_META_KEY, storedSchema, storage);

/** Corrupt or refused storage leaves the replies as they are, only without their votes. */
export function loadReplyMeta(storage: Storage): Record<string, StoredReplyMeta> {
  return storedMeta(storage).load() ?? {};
}

/** Keeps the entries of replies still in the conversation (`ids`); none removes the key. */
export function saveReplyMeta(
  storage: Storage,
  meta: Readonly<Record<string, StoredReplyMeta>>,
  ids: ReadonlySet<string>,
): void {
  const kept = Object.fromEntries(Object.entries(meta).filter(([id]) => ids.has(id)));
  if (Object.keys(kept).length === 0) storedMeta(storage).clear();
  else storedMeta(storage).save(kept);
}
