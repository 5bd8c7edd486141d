// The public sources as the staff health page lists them: for each, its last good fetch, its
// newest failure, and whether some query's latest attempt failed (visitors then see older data
// with its age, or the snapshot). Read from the cache's own rows (source-cache.ts).
import type { SourceHealth, SourceProblemReason } from "#shared/api/public-sources.ts";

interface Row {
  source: string;
  entries: number;
  last_success: string | null;
  skipped: number;
  failing: number;
  last_problem: SourceProblemReason | null;
  last_problem_at: string | null;
}

export async function sourceHealth(db: D1Database): Promise<SourceHealth[]> {
  const { results } = await db
    .prepare(
      `SELECT s.source, COUNT(*) AS entries, MAX(s.fetched_at) AS last_success, COALESCE(SUM(s.skipped), 0) AS skipped,
         SUM(s.last_problem_at IS NOT NULL AND (s.fetched_at IS NULL OR s.last_problem_at > s.fetched_at)) AS failing,
         (SELECT p.last_problem FROM source_cache p WHERE p.source = s.source AND p.last_problem_at IS NOT NULL
            ORDER BY p.last_problem_at DESC LIMIT 1) AS last_problem,
         MAX(s.last_problem_at) AS last_problem_at
       FROM source_cache s GROUP BY s.source ORDER BY s.source`,
    )
    .all<Row>();
  return results.map((row) => ({
    source: row.source,
    entries: row.entries,
    lastSuccess: row.last_success,
    lastProblem: row.last_problem && row.last_problem_at ? { reason: row.last_problem, at: row.last_problem_at } : null,
    failing: row.failing > 0,
    skipped: row.skipped,
  }));
}
