// The suggestion list: six prompt buttons, the first ("Show me Tenfold") highlighted with a
// small status dot. Cards appear 0.1 s apart.
import { suggestions, type Suggestion } from "../content/suggestions.ts";
import { useSuggestionAction } from "../hooks/use-suggestion-action.ts";
import { earlyLoad } from "../lib/early-input.ts";
import { Icon } from "../ui/icons.tsx";
import { StatusDot } from "./status-dot.tsx";

export function SuggestionList() {
  const choose = useSuggestionAction();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Suggestions">
      {suggestions.map((suggestion) => (
        <li key={suggestion.text} className="stagger-item">
          <button
            type="button"
            onClick={() => choose(suggestion)}
            {...(suggestion.isSpecial ? earlyLoad("tenfold") : {})}
            className={`flex h-full w-full items-start gap-3 rounded-xl border p-4 text-left transition hover:-translate-y-0.5 ${
              suggestion.isSpecial
                ? "border-amber-300/70 bg-amber-300/10 text-white"
                : "border-white/15 bg-white/5 text-white hover:border-white/40"
            }`}
          >
            <SuggestionLabel suggestion={suggestion} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A suggestion's icon, text (with the status dot on the special card) and description; `compact` in the header Menu. */
export function SuggestionLabel({ suggestion, compact = false }: { suggestion: Suggestion; compact?: boolean }) {
  return (
    <>
      <Icon
        name={suggestion.icon}
        className={`${compact ? "" : "mt-0.5 "}${suggestion.isSpecial ? "text-amber-300" : "text-slate-300"}`}
      />
      <span className={`grid ${compact ? "gap-0.5" : "gap-1"}`}>
        <span className={`flex items-center gap-2 font-semibold${compact ? " text-sm" : ""}`}>
          {suggestion.text}
          {suggestion.isSpecial && <StatusDot status="ready" size={6} aria-hidden="true" />}
        </span>
        <span className={`${compact ? "text-xs" : "text-sm"} text-slate-300`}>{suggestion.description}</span>
      </span>
    </>
  );
}
