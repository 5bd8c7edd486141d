// TENFOLD's status (spec section 4): ready → thinking on send → ready after the reply; on failure
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

/** Spec section 4: the floating badge cycles among these every 3 s; Thinking is orange, the rest green. */
export const BADGE_LABELS = ["Available", "Thinking", "Ready", "Online"] as const;
export type BadgeLabel = (typeof BADGE_LABELS)[number];
export const BADGE_ROTATION_MS = 3000;

/**
 * The two longest labels (the widest in any proportional font, since the others are three or
 * more letters shorter). The badge reserves room for both, so rotating never resizes the button.
 */
export const WIDEST_BADGE_LABELS = [...BADGE_LABELS].sort((a, b) => b.length - a.length).slice(0, 2) as [BadgeLabel, BadgeLabel];

/** A random label different from the current one, so the badge visibly changes. */
export function nextBadgeLabel(current: BadgeLabel, random: () => number = Math.random): BadgeLabel {
  const others = BADGE_LABELS.filter((label) => label !== current);
  return others[Math.floor(random() * others.length)] ?? current;
}
