-- Retention that runs (functions/lib/retention.ts): one row per maintenance task with the time
-- it last ran, so the hourly purge is claimed by one request at a time; and the indexes its
-- deletes by age need (usage counters are keyed by bucket first, so `day < ?` used none).
CREATE TABLE maintenance_runs (
  task TEXT PRIMARY KEY,
  last_run_at INTEGER NOT NULL
);
CREATE INDEX usage_counters_day ON usage_counters (day);
-- Contact rows no longer keep the browser's user-agent string: nothing used it, and the privacy
-- policy now lists only what is kept. Existing values are cleared rather than the column dropped.
UPDATE contact_messages SET user_agent = NULL;
