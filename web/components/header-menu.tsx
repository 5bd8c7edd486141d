// The desktop "Menu" dropdown: the six suggestions; each scrolls to its section or opens TENFOLD.
import { suggestions } from "../content/suggestions.ts";
import { useSuggestionAction } from "../hooks/use-suggestion-action.ts";
import { HeaderPopup } from "./header-popup.tsx";
import { SuggestionLabel } from "./suggestion-list.tsx";

export function HeaderMenu() {
  const choose = useSuggestionAction();

  return (
    <HeaderPopup
      className="relative"
      buttonClassName="rounded-md border border-white/25 px-4 py-2 text-sm font-semibold hover:border-white/60"
      label={() => "Menu"}
      panel={({ id, close }) => (
        <ul id={id} className="absolute right-0 top-full mt-2 w-80 rounded-xl border border-white/10 bg-ink p-2 shadow-2xl">
          {suggestions.map((suggestion) => (
            <li key={suggestion.text}>
              {/* Focus shows the site-wide focus ring (styles.css); the tint is for the pointer. */}
              <button
                type="button"
                className="flex w-full items-start gap-3 rounded-lg p-3 text-left hover:bg-white/10"
                onClick={() => {
                  close();
                  choose(suggestion);
                }}
              >
                <SuggestionLabel suggestion={suggestion} compact />
              </button>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
