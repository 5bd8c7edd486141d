-- Rate limits become a sliding window (functions/lib/rate-limit.ts): one row per admitted request,
-- so "at most N in any S seconds" holds exactly, also across what were fixed-window boundaries.
-- The fixed-window counters go; they only ever held the last day.
DROP TABLE IF EXISTS rate_limits;
CREATE TABLE rate_limit_hits (
  bucket TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
-- Counting one client's requests within its window.
CREATE INDEX rate_limit_hits_bucket_at ON rate_limit_hits (bucket, at_ms);
-- The retention purge (purgeRateLimits) deletes by age alone.
CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at_ms);
