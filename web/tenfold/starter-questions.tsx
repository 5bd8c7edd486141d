// The questions the panel suggests before a conversation starts: those visitors ask
// about the current page (its registry entries' asks, build/page-starters.ts), loaded with the
// panel, or a general few on pages without any.
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

export const FALLBACK_STARTERS = ["What do you do?", "Where are your offices?", "How do I book a call?"] as const;

export function StarterQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { pathname } = useLocation();
  const [starters, setStarters] = useState<Readonly<Record<string, readonly string[]>> | undefined>();

  useEffect(() => {
    let live = true;
    import("virtual:page-starters").then(
      (module) => live && setStarters(module.pageStarters),
      () => live && setStarters({}),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!starters) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const questions = starters[path] ?? FALLBACK_STARTERS;
  return (
    <ul aria-label="Suggested questions" className="flex flex-col items-start gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className="rounded-2xl border border-slate-400 bg-white px-3 py-1.5 text-left text-xs font-semibold text-ink hover:bg-slate-50 disabled:opacity-50"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
