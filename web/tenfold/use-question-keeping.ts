// Whether the server may keep this visitor's questions, and the way to object in TENFOLD itself:
// "Don't keep my questions" is remembered in the browser, deletes what was kept from this browser,
// and from then on each question says so and goes without the browser's id, until it is unticked.
import { useCallback, useState } from "react";
import { forgetConversation } from "./chat-client.ts";
import { browserId, dropBrowserId, storedBrowserId } from "./browser-id.ts";
import { hasObjected, rememberObjection } from "./keep-questions.ts";

/** What a question tells the server about keeping it, and whether it will be kept. */
export interface KeepingFields {
  readonly fields: { readonly noticeShown: boolean; readonly dontKeep?: true; readonly browserId?: string };
  readonly kept: boolean;
}

export function useQuestionKeeping() {
  const [keeping, setKeeping] = useState(() => !hasObjected(window.localStorage));

  /** Deletes what the server kept from this browser's id; true once nothing kept is left to delete. */
  const deleteKept = useCallback(async () => {
    const id = storedBrowserId(window.localStorage);
    if (!id) return true;
    try {
      await forgetConversation(id);
      dropBrowserId(window.localStorage);
      return true;
    } catch (error) {
      console.warn("TENFOLD could not delete stored questions:", error instanceof Error ? error.message : error);
      return false;
    }
  }, []);

  const stopKeeping = useCallback(async () => {
    rememberObjection(window.localStorage, true);
    setKeeping(false);
    return deleteKept();
  }, [deleteKept]);

  const keepAgain = useCallback(() => {
    rememberObjection(window.localStorage, false);
    setKeeping(true);
  }, []);

  /**
   * The fields of one question. Another tab's objection counts too (it is read from storage), and
   * while objecting, a deletion that failed earlier is tried again: the id stays until it succeeds.
   */
  const fieldsFor = useCallback(
    (noticeShown: boolean): KeepingFields => {
      if (!keeping || hasObjected(window.localStorage)) {
        void deleteKept();
        return { fields: { noticeShown, dontKeep: true }, kept: false };
      }
      const id = noticeShown ? browserId(window.localStorage) : undefined;
      return { fields: { noticeShown, ...(id ? { browserId: id } : {}) }, kept: noticeShown };
    },
    [keeping, deleteKept],
  );

  return { keeping, stopKeeping, keepAgain, deleteKept, fieldsFor };
}
