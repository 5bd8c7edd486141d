// Buttons for what TENFOLD offers to do after a reply: go to a page or section, or open the
// contact form.
import { useNavigate } from "react-router-dom";
import type { ChatAction } from "#shared/api/tenfold-knowledge.ts";
import { openContact } from "../lib/contact-events.ts";
import { goToSection } from "../lib/scroll-to-section.ts";
import { isHttpsUrl, isInternalPath } from "#shared/links.ts";

export function ChatActions({ actions, onDone }: { actions: readonly ChatAction[]; onDone: () => void }) {
  const navigate = useNavigate();
  if (actions.length === 0) return null;
  const run = (action: ChatAction) => {
    // The contact form opens over the panel, which stays, so closing the form returns here.
    if (action.type === "open-contact") {
      openContact();
      return;
    }
    if (isHttpsUrl(action.href)) {
      window.open(action.href, "_blank", "noopener,noreferrer");
      return;
    }
    // Anything else that is not plainly one of our paths ("//evil.com", "/\evil.com") is not followed.
    if (!isInternalPath(action.href)) return;
    onDone();
    if (action.href.includes("#")) goToSection(action.href, navigate);
    else void navigate(action.href);
  };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={`${action.type}:${action.label}`}
          type="button"
          onClick={() => run(action)}
          className="rounded-full border border-amber-400 bg-amber-50 px-3 py-1 text-xs font-semibold text-ink hover:bg-amber-100"
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
