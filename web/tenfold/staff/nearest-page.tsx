// The site page nearest a group of questions, as a link to the public page at its section, or
// the plain words that no page relates: content still to write.
import type { TenfoldReport } from "#shared/api/admin.ts";

type Passage = TenfoldReport["declined"][number]["passage"];

export function NearestPage({ passage }: { passage: Passage }) {
  if (!passage) return <strong className="font-semibold text-orange-800">No related page: content to write</strong>;
  return (
    <a href={passage.url} className="text-blue-800 underline underline-offset-2 hover:text-blue-950">
      {passage.title}
    </a>
  );
}

/** Said under a list cut at the report's limit, so staff know there is more in the CSV. */
export function LimitNote({ shown, limit }: { shown: number; limit: number }) {
  return shown >= limit ? (
    <p className="text-sm text-slate-700">Showing the {limit} most asked. The CSV lists the same.</p>
  ) : null;
}
