// The pages a reply drew on, listed under it as links: a model's answer cites passages by number
// and shows no links of its own, so without this list a visitor could not check what it says.
import { useNavigate } from "react-router-dom";
import type { ChatSource } from "#shared/api/tenfold-knowledge.ts";
import { goToSection } from "../lib/scroll-to-section.ts";
import { isInternalPath } from "#shared/links.ts";

/** The sources a reply's text does not already link to (a built-in answer links what it quotes). */
export function unlinked(sources: readonly ChatSource[], text: string): readonly ChatSource[] {
  return sources.filter((source) => isInternalPath(source.url) && !text.includes(`](${source.url})`));
}

export function ChatSources({ sources, onDone }: { sources: readonly ChatSource[]; onDone: () => void }) {
  const navigate = useNavigate();
  if (sources.length === 0) return null;
  const follow = (event: React.MouseEvent<HTMLAnchorElement>, url: string) => {
    // A plain click stays in the app (closing the panel on a phone); a modified one opens a tab.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onDone();
    if (url.includes("#")) goToSection(url, navigate);
    else void navigate(url);
  };
  return (
    <div className="mt-2 text-xs text-slate-700">
      <p className="font-semibold">From our site:</p>
      <ul className="mt-1 list-disc pl-5">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} onClick={(event) => follow(event, source.url)} className="underline">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
