// Renders the small Markdown subset TENFOLD replies use (paragraphs, lists, a rule between the
// parts of a compound answer, **bold**, *emphasis*, links) as React elements. Nothing is ever inserted as HTML, so model output cannot inject
// markup; links go only to our own pages or to https addresses.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { isHttpsUrl, isInternalPath } from "#shared/links.ts";

const INLINE = /(\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\))/g;

/** Where a link may go: a router link for our own paths, a new tab for https, otherwise nowhere (shown as text). */
export function safeHref(href: string): { internal: boolean; href: string } | undefined {
  if (isInternalPath(href)) return { internal: true, href };
  return isHttpsUrl(href) ? { internal: false, href: new URL(href).toString() } : undefined;
}

export function renderInline(text: string, keyPrefix = ""): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}${index}`;
    if (match[2] !== undefined) nodes.push(<strong key={key}>{renderInline(match[2], `${key}-`)}</strong>);
    else if (match[3] !== undefined) nodes.push(<em key={key}>{renderInline(match[3], `${key}-`)}</em>);
    else if (match[4] !== undefined && match[5] !== undefined) {
      const target = safeHref(match[5]);
      if (!target) nodes.push(match[4]);
      else if (target.internal)
        nodes.push(
          <Link key={key} to={target.href} className="font-medium underline">
            {match[4]}
          </Link>,
        );
      else
        nodes.push(
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer" className="font-medium underline">
            {match[4]}
          </a>,
        );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function Markdown({ text }: { text: string }) {
  const blocks = text.trim().split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split("\n");
        if (block.trim() === "---") return <hr key={i} className="my-3 border-slate-200" />;
        if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
          return (
            <ul key={i} className="my-2 list-disc space-y-1 pl-5">
              {lines.map((line, j) => (
                <li key={j}>{renderInline(line.replace(/^\s*[-*]\s+/, ""), `${i}-${j}-`)}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line))) {
          return (
            <ol key={i} className="my-2 list-decimal space-y-1 pl-5">
              {lines.map((line, j) => (
                <li key={j}>{renderInline(line.replace(/^\s*\d+[.)]\s+/, ""), `${i}-${j}-`)}</li>
              ))}
            </ol>
          );
        }
        return (
          <p key={i} className="my-2 first:mt-0 last:mb-0">
            {lines.flatMap((line, j) =>
              j === 0 ? renderInline(line, `${i}-${j}-`) : [<br key={`br${j}`} />, ...renderInline(line, `${i}-${j}-`)],
            )}
          </p>
        );
      })}
    </>
  );
}
