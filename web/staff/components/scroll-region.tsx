// A box that scrolls a long table within the page. It takes focus so the keyboard can scroll it
// too, and is named by the table's caption.
import type { ReactNode } from "react";

export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className="max-h-[30rem] overflow-auto rounded-md border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-ink focus-visible:outline-solid"
    >
      {children}
    </div>
  );
}
