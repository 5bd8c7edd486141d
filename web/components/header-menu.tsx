// The desktop "Menu" dropdown: the six suggestions; each scrolls to its section or opens TENFOLD.
import { useCallback, useId, useRef, useState } from "react";
import { suggestions } from "../content/suggestions.ts";
import { useDismiss } from "../hooks/use-dismiss.ts";
import { useSuggestionAction } from "../hooks/use-suggestion-action.ts";
import { SuggestionLabel } from "./suggestion-list.tsx";

export function HeaderMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const choose = useSuggestionAction();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(open, container, close);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md border border-white/25 px-4 py-2 text-sm font-semibold hover:border-white/60"
      >
        Menu
      </button>
      {open && (
        <ul id={menuId} className="absolute right-0 top-full mt-2 w-80 rounded-xl border border-white/10 bg-ink p-2 shadow-2xl">
          {suggestions.map((suggestion) => (
            <li key={suggestion.text}>
              <button
                type="button"
                className="flex w-full items-start gap-3 rounded-lg p-3 text-left hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none"
                onClick={() => {
                  setOpen(false);
                  choose(suggestion);
                }}
              >
                <SuggestionLabel suggestion={suggestion} compact />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
