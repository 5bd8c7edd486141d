// What the browser keeps about TENFOLD's replies besides their text (issue 25), beside the
// conversation: each reply's answer id, whether it offered the hand-off, and the visitor's vote,
// so that a vote can still be seen and changed after a reload. Validated on reading; cleared with
// the conversation.
import * as v from "valibot";
import { answerIdSchema } from "../../shared/schemas.ts";

export const REPLY_META_KEY = "tenfold:replies:v1";

const metaSchema = v.object({
  answerId: v.optional(answerIdSchema),
  handoff: v.boolean(),
  vote: v.optional(v.picklist(["up", "down"])),
});
const storedSchema = v.record(v.pipe(v.string(), v.maxLength(100)), metaSchema);

export type StoredReplyMeta = v.InferOutput<typeof metaSchema>;

export function loadReplyMeta(storage: Storage): Record<string, StoredReplyMeta> {
  try {
    const raw = storage.getItem(REPLY_META_KEY);
    if (!raw) return {};
    const result = v.safeParse(storedSchema, JSON.parse(raw));
    if (result.success) return result.output;
    storage.removeItem(REPLY_META_KEY);
  } catch {
    // Corrupt or refused: the replies are still there, only without their votes.
  }
  return {};
}

/** Keeps the entries of replies still in the conversation (`ids`); none removes the key. */
export function saveReplyMeta(storage: Storage, meta: Readonly<Record<string, StoredReplyMeta>>, ids: ReadonlySet<string>): void {
  try {
    const kept = Object.fromEntries(Object.entries(meta).filter(([id]) => ids.has(id)));
    if (Object.keys(kept).length === 0) storage.removeItem(REPLY_META_KEY);
    else storage.setItem(REPLY_META_KEY, JSON.stringify(kept));
  } catch {
    // As for the conversation: losing this must not break the chat.
  }
}
