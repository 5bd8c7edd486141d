// The run the console is driving: started (or continued from the history), stepped until it has
// finished, its progress shown as it goes. Leaving the page stops the loop; the run waits unfinished.
import { useCallback, useEffect, useRef, useState } from "react";
import { startBotRunContract, stepBotRunContract, type BotAnswerer, type BotRun } from "#shared/api/bot-tester.ts";
import { failureMessage, SignedOutError, staffCall } from "../../../staff/lib/staff-api.ts";
import { advanceRun } from "./run-loop.ts";

export type RunState =
  | { readonly phase: "idle" }
  | { readonly phase: "running"; readonly run: BotRun | undefined }
  | { readonly phase: "finished"; readonly run: BotRun }
  | { readonly phase: "stopped"; readonly run: BotRun | undefined; readonly problem: string };

const step = (id: string) => staffCall(stepBotRunContract, undefined, { params: { id } });

export function useBotRun(onChange: () => void): {
  state: RunState;
  start: (answerer: BotAnswerer) => void;
  resume: (run: BotRun) => void;
} {
  const [state, setState] = useState<RunState>({ phase: "idle" });
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const drive = useCallback(
    async (begin: () => Promise<BotRun>) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      let last: BotRun | undefined;
      setState({ phase: "running", run: undefined });
      try {
        last = await begin();
        setState({ phase: "running", run: last });
        onChange();
        const done = await advanceRun(
          last,
          step,
          (run) => {
            last = run;
            setState({ phase: "running", run });
          },
          controller.signal,
        );
        if (!controller.signal.aborted) setState({ phase: "finished", run: done });
      } catch (error) {
        if (controller.signal.aborted) return;
        const problem =
          error instanceof SignedOutError
            ? "Your sign-in has expired. Sign in again, then press Continue on the run in the history."
            : error instanceof Error && error.name === "StalledRunError"
              ? error.message
              : failureMessage(error);
        setState({ phase: "stopped", run: last, problem });
      } finally {
        onChange();
      }
    },
    [onChange],
  );

  const start = useCallback(
    (answerer: BotAnswerer) => void drive(() => staffCall(startBotRunContract, { answerer }, {})),
    [drive],
  );
  const resume = useCallback((run: BotRun) => void drive(() => Promise.resolve(run)), [drive]);
  return { state, start, resume };
}
