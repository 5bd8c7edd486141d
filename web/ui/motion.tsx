// The one wrapper around framer-motion. Only features a visitor opens (TENFOLD's panel, the
// contact modal) animate with it; the first paint's animations stay in CSS so they need no
// script. Components use `m`, which carries no animation code of its own: the animation
// features arrive in a separate chunk when the first MotionProvider mounts.
import { AnimatePresence, LazyMotion, MotionConfig, m } from "framer-motion";
import type { ReactNode } from "react";

export { AnimatePresence, m };

let featuresLoaded = false;
const loadFeatures = () =>
  import("./motion-features.ts").then((module) => {
    featuresLoaded = true;
    return module.default;
  });

/**
 * Whether the animation features have arrived. Until then an `m` element only shows its
 * starting style, so a popup opened by the same click that loads them starts in its final
 * state instead of waiting, invisible, for another download.
 */
export function motionReady(): boolean {
  return featuresLoaded;
}

/** Quick enough that a panel never feels slower to open than it did without animation. */
export const POPUP_MS = 160;

/**
 * Scale and fade for popups. Scale only, no movement: a popup positioned by translation (the
 * centred modal) keeps its own x and y.
 */
export const popupVariants = {
  open: { opacity: 1, scale: 1, transition: { duration: POPUP_MS / 1000, ease: "easeOut" } },
  closed: { opacity: 0, scale: 0.95, transition: { duration: POPUP_MS / 1000, ease: "easeIn" } },
} as const;

/**
 * Lazy-loaded animation features for `m` components below it. `reducedMotion="user"` drops
 * movement and scaling for visitors who ask their system for less motion; fades remain.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
