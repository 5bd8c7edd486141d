// Runs the badge's idle rotation (see badge-label.ts for what it may show and why): one change
// 3 s after the launcher appears, then it holds.
import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../hooks/use-media-query.ts";
import type { AssistantStatus } from "./assistant-status.ts";
import {
  BADGE_ROTATION_ENDS_MS,
  BADGE_ROTATION_MS,
  FIRST_BADGE_LABEL,
  badgeLabel,
  nextBadgeLabel,
  type BadgeLabel,
  type IdleBadgeLabel,
} from "./badge-label.ts";

/**
 * The badge's word for the assistant's `status`. `held` says whether the visitor is on the
 * launcher (hovered or focused); it is asked at each tick, and a held tick is skipped rather
 * than kept for later, so the word never changes under the pointer or the focus. Must be stable.
 */
export function useBadgeLabel(status: AssistantStatus, held: () => boolean, panelOpen = false): BadgeLabel {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [idle, setIdle] = useState<IdleBadgeLabel>(FIRST_BADGE_LABEL);

  useEffect(() => {
    // Hydration reads "no preference" first; the real answer re-runs this and clears the timers
    // before the first tick.
    if (reducedMotion) return;
    const rotation = setInterval(() => {
      if (!held()) setIdle((current) => nextBadgeLabel(current));
    }, BADGE_ROTATION_MS);
    const end = setTimeout(() => clearInterval(rotation), BADGE_ROTATION_ENDS_MS);
    return () => {
      clearInterval(rotation);
      clearTimeout(end);
    };
  }, [reducedMotion, held]);

  return badgeLabel(idle, status, panelOpen);
}
