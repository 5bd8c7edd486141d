// One save from a console form or button: while it runs the form says "Saving…"; when it is done
// it says what was saved; an expired sign-in is not a failure (the frame's notice says how to sign
// in again, and what was typed is kept), and any other failure is an alert with the reason.
import { useState } from "react";
import { failureMessage, SignedOutError } from "./staff-api.ts";

export interface StaffSave {
  readonly busy: boolean;
  /** What the status line says once the save has ended: what was saved, or that it waits for a sign-in. */
  readonly said: string;
  /** Why the save failed, for the alert; "" when it did not. */
  readonly failure: string;
  /**
   * Runs `call` unless a save is already running, and answers its result (undefined when it did not
   * run or failed). `done` words the result; `signedOut` says what to do once signed in again.
   */
  readonly save: <T>(
    call: () => Promise<T>,
    words: { done: (result: T) => string; signedOut: string },
  ) => Promise<T | undefined>;
}

export function useStaffSave(): StaffSave {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [failure, setFailure] = useState("");
  const save: StaffSave["save"] = async (call, words) => {
    if (busy) return undefined;
    setBusy(true);
    setSaid("");
    setFailure("");
    try {
      const result = await call();
      setSaid(words.done(result));
      return result;
    } catch (error) {
      if (error instanceof SignedOutError) setSaid(words.signedOut);
      else setFailure(failureMessage(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, said, failure, save };
}
