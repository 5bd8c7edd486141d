// The floating controls at the foot of every screen: Get In Touch on the left, TENFOLD on the
// right. One row that wraps instead of overlapping (at 320 px, or with text enlarged, TENFOLD's
// badge goes above), with its height published as --dock-h so that toasts sit above it and the
// page's last line is never under it. The CSS gives --dock-h a default for the first paint.
import { useEffect, useRef, type ReactNode } from "react";
import { publishHeight } from "../lib/publish-length.ts";

const DOCK_HEIGHT_PROPERTY = "--dock-h";

export function FloatingDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => publishHeight(DOCK_HEIGHT_PROPERTY, element, root));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT_PROPERTY);
    };
  }, []);
  return (
    <div ref={dock} data-floating-dock="" className="floating-dock">
      {children}
    </div>
  );
}
