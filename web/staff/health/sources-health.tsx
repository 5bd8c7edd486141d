// The health page's public sources: which of the tools' sources answer, when each last did, and
// which failed on their latest attempt (visitors then see older data with its age).
import type { SourceHealth } from "#shared/api/public-sources.ts";
import { SOURCE_PROBLEM_WORDS } from "#shared/api/public-sources-words.ts";

const when = (at: string) => new Date(at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function SourcesHealth({ sources }: { readonly sources: readonly SourceHealth[] }) {
  return (
    <section aria-labelledby="sources-heading" className="grid gap-3">
      <h2 id="sources-heading" className="text-xl font-semibold">
        Public sources
      </h2>
      {sources.length === 0 ? (
        <p>No public source has been read yet: the tools show their committed snapshots.</p>
      ) : (
        <ul className="grid max-w-4xl gap-3">
          {sources.map((source) => (
            <li
              key={source.source}
              className={`grid gap-1 rounded-md border p-4 ${source.failing ? "border-red-700 bg-red-50 text-red-900" : "border-slate-300 bg-white"}`}
            >
              <h3 className="font-semibold">
                {source.source}: {source.failing ? "failing" : "answering"}
              </h3>
              <p>
                {source.lastSuccess ? `Last good read ${when(source.lastSuccess)}.` : "Never read successfully."}{" "}
                {source.lastProblem
                  ? `Last problem ${when(source.lastProblem.at)}: it ${SOURCE_PROBLEM_WORDS[source.lastProblem.reason]}.`
                  : "No problem recorded."}
              </p>
              <p className="text-sm text-slate-700">
                {source.entries} cached {source.entries === 1 ? "query" : "queries"}
                {source.skipped > 0 ? `; ${source.skipped} records in the wrong shape left out` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
