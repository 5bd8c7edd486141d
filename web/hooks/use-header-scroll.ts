// Scroll-driven header state: shrunk after 60 px of scroll, and which
// tracked home-page section is current: the last one whose top has passed half the viewport height.
import { useEffect, useState } from "react";
import { trackedSections, type SectionId } from "../content/suggestions.ts";

export const SHRINK_AFTER_PX = 60;

export function currentSection(
  tops: readonly { id: SectionId; top: number }[],
  viewportHeight: number,
): SectionId | null {
  let current: SectionId | null = null;
  for (const { id, top } of tops) if (top <= viewportHeight / 2) current = id;
  return current;
}

export function useHeaderScroll(trackSections: boolean): { shrunk: boolean; active: SectionId | null } {
  const [state, setState] = useState<{ shrunk: boolean; active: SectionId | null }>({ shrunk: false, active: null });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const shrunk = window.scrollY > SHRINK_AFTER_PX;
      let active: SectionId | null = null;
      if (trackSections) {
        const tops = trackedSections.flatMap(({ id }) => {
          const element = document.getElementById(id);
          return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
        });
        active = currentSection(tops, window.innerHeight);
      }
      setState((previous) =>
        previous.shrunk === shrunk && previous.active === active ? previous : { shrunk, active },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [trackSections]);

  return state;
}
