// TENFOLD's status: ready → thinking on send → ready after the reply; on failure
// error, then back to ready after 3000 ms. One reducer, tested without a DOM.
export type AssistantStatus = "ready" | "thinking" | "error";
export type StatusEvent = { type: "send" } | { type: "reply" } | { type: "fail" } | { type: "recover" };

export const ERROR_RESET_MS = 3000;

export function statusReducer(status: AssistantStatus, event: StatusEvent): AssistantStatus {
  switch (event.type) {
    case "send":
      return status === "thinking" ? status : "thinking";
    case "reply":
      return status === "thinking" ? "ready" : status;
    case "fail":
      return "error";
    case "recover":
      return status === "error" ? "ready" : status;
  }
}
