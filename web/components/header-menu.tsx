// The desktop "Menu" dropdown: the six suggestions; each goes to its section or opens TENFOLD.
import { suggestions } from "../content/suggestions.ts";
import { useSuggestionAction } from "../hooks/use-suggestion-action.ts";
import { HeaderPopup } from "./header-popup.tsx";
import { SuggestionLabel } from "./suggestion-list.tsx";

const ITEM = "flex w-full items-start gap-3 rounded-lg p-3 text-left hover:bg-white/10";

export function HeaderMenu() {
  const choose = useSuggestionAction();

  return (
    <HeaderPopup
      className="relative"
      buttonClassName="rounded-md border border-white/25 px-4 py-2 text-sm font-semibold hover:border-white/60"
      label={() => "Menu"}
      panel={({ id, close }) => (
        <ul
          id={id}
          className="absolute right-0 top-full mt-2 w-80 rounded-xl border border-white/10 bg-ink p-2 shadow-2xl"
        >
          {suggestions.map((suggestion) => (
            <li key={suggestion.text}>
              {/* Focus shows the site-wide focus ring (styles.css); the tint is for the pointer. A
                  suggestion that goes to a section is a link (it can be opened in a new tab, and
                  says it goes somewhere); "Show me Tenfold" opens the assistant, so is a button. */}
              {suggestion.isSpecial ? (
                <button
                  type="button"
                  className={ITEM}
                  onClick={() => {
                    close();
                    choose(suggestion);
                  }}
                >
                  <SuggestionLabel suggestion={suggestion} compact />
                </button>
              ) : (
                <a
                  href={suggestion.href}
                  className={ITEM}
                  onClick={(event) => {
                    // A plain click scrolls smoothly and moves the focus (goToSection); a modified
                    // one (new tab, new window) is the browser's.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                    event.preventDefault();
                    close();
                    choose(suggestion);
                  }}
                >
                  <SuggestionLabel suggestion={suggestion} compact />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
