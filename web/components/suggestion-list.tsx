// The suggestion list: six prompt buttons, the first ("Show me Tenfold") highlighted with a
// small status dot. Cards appear 0.1 s apart.
import { suggestions } from "../content/suggestions.ts";
import { useSuggestionAction } from "../hooks/use-suggestion-action.ts";
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
            className={`flex h-full w-full items-start gap-3 rounded-xl border p-4 text-left transition hover:-translate-y-0.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-300 ${
              suggestion.isSpecial ? "border-amber-300/70 bg-amber-300/10 text-white" : "border-white/15 bg-white/5 text-white hover:border-white/40"
            }`}
          >
            <Icon name={suggestion.icon} className={suggestion.isSpecial ? "mt-0.5 text-amber-300" : "mt-0.5 text-slate-300"} />
            <span className="grid gap-1">
              <span className="flex items-center gap-2 font-semibold">
                {suggestion.text}
                {suggestion.isSpecial && <StatusDot status="ready" size={6} aria-hidden="true" />}
              </span>
              <span className="text-sm text-slate-300">{suggestion.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
