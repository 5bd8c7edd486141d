// What a suggestion does when chosen: "Show me Tenfold" opens the assistant,
// the others scroll to their home-page section. A failure is only logged to the console.
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import type { Suggestion } from "../content/suggestions.ts";
import { goToSection, type Navigate } from "../lib/scroll-to-section.ts";
import { TENFOLD_FALLBACK_PATH, triggerTenfold } from "../lib/tenfold-events.ts";

export interface SuggestionDeps {
  readonly navigate: Navigate;
  readonly openTenfold: () => boolean;
  readonly goToSection: (href: string, navigate: Navigate) => void;
}

export function chooseSuggestion(suggestion: Suggestion, deps: SuggestionDeps): void {
  try {
    if (suggestion.isSpecial) {
      if (!deps.openTenfold()) void deps.navigate(TENFOLD_FALLBACK_PATH);
      return;
    }
    deps.goToSection(suggestion.href, deps.navigate);
  } catch (error) {
    console.error("Suggestion failed", suggestion.text, error);
  }
}

export function useSuggestionAction(): (suggestion: Suggestion) => void {
  const navigate = useNavigate();
  return useCallback(
    (suggestion: Suggestion) =>
      chooseSuggestion(suggestion, { navigate, openTenfold: () => triggerTenfold(), goToSection }),
    [navigate],
  );
}
