// Both voice modes end a live call when the tab is hidden: a hidden tab cannot show that TENFOLD
// is listening. The call is told why, so the tab can say it.
import { useEffect, useRef } from "react";
import { HANG_UP_REASONS } from "./voice-state.ts";

export function useEndOnHiddenTab(live: () => boolean, end: (reason: string) => void): void {
  const current = useRef({ live, end });
  // Kept current after each render (not during it), before any visibility change can read it.
  useEffect(() => {
    current.current = { live, end };
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && current.current.live()) current.current.end(HANG_UP_REASONS.hidden);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
}
