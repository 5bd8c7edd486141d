// An upload's state for a form: its progress while it runs, and what went wrong if it failed, in
// words a person can act on (and the server's per-field messages, for the form to place).
import { useCallback, useState } from "react";
import { ApiRequestError } from "../../../lib/api.ts";
import { failureMessage } from "../../../staff/lib/staff-api.ts";

export type UploadState =
  | { readonly kind: "idle" }
  | { readonly kind: "uploading"; readonly fileName: string; readonly percent: number }
  | { readonly kind: "failed"; readonly message: string; readonly issues: Readonly<Record<string, string>> };

export function useUpload() {
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  /** Runs `send`, which reports progress from 0 to 1; its answer, or undefined once the failure is shown. */
  const run = useCallback(
    async <T>(
      fileName: string,
      send: (onProgress: (fraction: number) => void) => Promise<T>,
    ): Promise<T | undefined> => {
      setState({ kind: "uploading", fileName, percent: 0 });
      try {
        const answer = await send((fraction) =>
          setState({ kind: "uploading", fileName, percent: Math.min(100, Math.round(fraction * 100)) }),
        );
        setState({ kind: "idle" });
        return answer;
      } catch (error) {
        setState({
          kind: "failed",
          message: failureMessage(error),
          issues: error instanceof ApiRequestError ? (error.issues ?? {}) : {},
        });
        return undefined;
      }
    },
    [],
  );
  const reset = useCallback(() => setState({ kind: "idle" }), []);
  return { state, run, reset };
}
