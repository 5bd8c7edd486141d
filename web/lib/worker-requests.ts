// Requests to a dedicated Web Worker that answers each message by its id: the page's side of the
// tools' readers. A reply carries the id it answers and either a result or an error's message; a
// worker that stops (a script that fails to load or throws at the top) fails every request still
// waiting, so a press never hangs.

export type WorkerReply<Result> = { readonly id: number; readonly error: string } | ({ readonly id: number } & Result);

export interface WorkerRequests<Request, Result> {
  /** Sends `request` with a new id and resolves with the worker's reply to it. */
  ask(request: Request): Promise<Result>;
  /** Sends a message that expects no reply (a "start loading now", say). */
  tell(message: unknown): void;
}

export function workerRequests<Request extends object, Result extends object>(
  worker: Worker,
  stoppedMessage: string,
): WorkerRequests<Request, Result> {
  const waiting = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.addEventListener("message", (event: MessageEvent<WorkerReply<Result>>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error(stoppedMessage));
    waiting.clear();
  });
  return {
    ask: (request) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      }),
    tell: (message) => worker.postMessage(message),
  };
}
