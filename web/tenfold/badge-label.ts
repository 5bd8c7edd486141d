// The word on TENFOLD's floating badge (Available, Thinking, Ready, Online), kept within WCAG
// 2.2.2 "Pause, Stop, Hide". Pure, so it is tested without a DOM; use-badge-label.ts runs the clock.
import type { AssistantStatus } from "./assistant-status.ts";

/**
 * The spec has the badge cycle randomly every 3 s among Available, Thinking, Ready and Online
 * (Thinking orange, the rest green). Decided for WCAG 2.2 AA:
 * - Thinking is shown only while TENFOLD is really working on a reply (the chat's status is
 *   `thinking`); a badge that claims to think while nothing does is false information.
 * - When idle the word rotates among the other three, every 3 s, but the rotation stops after
 *   5 s, so it changes once and then holds: moving content that lasts no more than five seconds
 *   needs no pause control (2.2.2).
 * - It never rotates for visitors who prefer reduced motion, nor while the launcher is hovered or
 *   focused (the word would change under the pointer or while being read).
 */
export const IDLE_BADGE_LABELS = ["Available", "Ready", "Online"] as const;
export const BADGE_LABELS = [...IDLE_BADGE_LABELS, "Thinking"] as const;
export type IdleBadgeLabel = (typeof IDLE_BADGE_LABELS)[number];
export type BadgeLabel = (typeof BADGE_LABELS)[number];

/** The word shown before the rotation's one change (and for good under reduced motion). */
export const FIRST_BADGE_LABEL: IdleBadgeLabel = "Available";
/** The badge's word changes every 3 s. */
export const BADGE_ROTATION_MS = 3000;
/** The rotation ends here, after one change: within the five seconds of WCAG 2.2.2. */
export const BADGE_ROTATION_ENDS_MS = 5000;

/**
 * The two longest labels (the widest in any proportional font, since the others are three or
 * more letters shorter). The badge reserves room for both, so a change never resizes the button.
 */
export const WIDEST_BADGE_LABELS = [...BADGE_LABELS].sort((a, b) => b.length - a.length).slice(0, 2) as [
  BadgeLabel,
  BadgeLabel,
];

/** A random idle label different from the current one, so the badge visibly changes. */
export function nextBadgeLabel(current: IdleBadgeLabel, random: () => number = Math.random): IdleBadgeLabel {
  const others = IDLE_BADGE_LABELS.filter((label) => label !== current);
  return others[Math.floor(random() * others.length)] ?? current;
}

/**
 * What the badge says: Thinking while a reply is being worked on; with the panel open, Ready, the
 * word the panel's header uses, so the two never disagree side by side; otherwise the idle word.
 */
export function badgeLabel(idle: IdleBadgeLabel, status: AssistantStatus, panelOpen = false): BadgeLabel {
  if (status === "thinking") return "Thinking";
  return panelOpen ? "Ready" : idle;
}
