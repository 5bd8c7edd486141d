// What a suggestion does when chosen (spec section 2): "Show me Tenfold" opens the assistant,
// the others scroll to their home-page section. A failure is only logged (spec section 8).
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import type { Suggestion } from "../content/suggestions.ts";
import { goToSection } from "../lib/scroll-to-section.ts";
import { TENFOLD_FALLBACK_PATH, triggerTenfold } from "../lib/tenfold-events.ts";

export function useSuggestionAction(): (suggestion: Suggestion) => void {
  const navigate = useNavigate();
  return useCallback(
    (suggestion: Suggestion) => {
      try {
        if (suggestion.isSpecial) {
          if (!triggerTenfold()) navigate(TENFOLD_FALLBACK_PATH);
          return;
        }
        goToSection(suggestion.href, navigate);
      } catch (error) {
        console.error("Suggestion failed", suggestion.text, error);
      }
    },
    [navigate],
  );
}
