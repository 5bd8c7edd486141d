-- The shared cache of what the tools read from public sources (Parliament, GOV.UK, councils'
-- ModernGov), one row per query of a source. Pages has no cron, so stale rows are refreshed on a
-- visitor's request: refreshing_until is a lease that lets one request at a time refresh a key.
-- A failed refresh keeps the last good payload and records why it failed, so visitors see the
-- last good data with its age and the staff health page sees the trouble. Only public data.
CREATE TABLE source_cache (
  -- What was asked of the source (the adapter's name for the query, e.g. "parliament:events:2026-12").
  key TEXT PRIMARY KEY,
  -- Which source answers it (e.g. "parliament-calendar"), for the health page.
  source TEXT NOT NULL,
  -- The last good answer, as parsed by the adapter (JSON); NULL until one has succeeded.
  payload TEXT,
  -- When that answer was fetched (ISO 8601, UTC).
  fetched_at TEXT,
  -- Records in it, and records the source sent in the wrong shape that were left out.
  records INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  -- The newest failure and when; it is current while last_problem_at is later than fetched_at.
  last_problem TEXT CHECK (last_problem IN ('unreachable', 'timeout', 'rate-limited', 'http-error', 'too-large', 'bad-shape')),
  last_problem_at TEXT,
  -- Set while one request refreshes the row; another request may take over after it passes.
  refreshing_until TEXT
);
CREATE INDEX source_cache_source ON source_cache (source);
