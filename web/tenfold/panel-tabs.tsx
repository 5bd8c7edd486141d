// The tabs of TENFOLD's panel, as the WAI-ARIA tabs pattern has them: one stop in the Tab order
// (the selected tab), arrow keys move the focus, Home and End go to the first and last. Selecting
// is manual (Enter, Space or a click): the voice tab asks for the microphone as it opens, and a
// tab that opens on focus would ask for it as the visitor only passes by (WCAG 3.2.1).
// https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
import { useRef, type KeyboardEvent } from "react";

/** The tab a key leads to from `current`, or undefined when the key is not one the tabs use. */
export function tabForKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current);
  switch (key) {
    case "ArrowRight":
      return tabs[(index + 1) % tabs.length];
    case "ArrowLeft":
      return tabs[(index - 1 + tabs.length) % tabs.length];
    case "Home":
      return tabs[0];
    case "End":
      return tabs.at(-1);
    default:
      return undefined;
  }
}

/** The id of the panel a tab controls, from the tab's own id. */
export const tabPanelId = (tabId: string) => `${tabId}-panel`;

interface PanelTabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly T[];
  readonly selected: T;
  readonly onSelect: (tab: T) => void;
  /** Each tab's element id; its panel is `tabPanelId(id)`. */
  readonly ids: Readonly<Record<T, string>>;
}

export function PanelTabs<T extends string>({ label, tabs, selected, onSelect, ids }: PanelTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, current: T) {
    const next = tabForKey(tabs, current, event.key);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
  }

  // Room around the tabs for the focus ring, which the panel's rounded corners would otherwise clip.
  return (
    <div role="tablist" aria-label={label} className="flex shrink-0 gap-1 border-b border-slate-200 px-2 pt-2 text-sm">
      {tabs.map((name) => {
        const isSelected = name === selected;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            id={ids[name]}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(ids[name])}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(name)}
            onKeyDown={(event) => onKeyDown(event, name)}
            // The selected tab is marked by a thick ink underline (19:1 on white; WCAG 1.4.11 asks 3:1),
            // the others keep a transparent one of the same width so the labels do not move.
            className={`-mb-px flex-1 border-b-4 px-4 py-2 font-semibold capitalize ${isSelected ? "border-ink text-ink" : "border-transparent text-slate-600 hover:text-ink"}`}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
