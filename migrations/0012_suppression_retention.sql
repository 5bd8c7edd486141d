-- A suppression is kept for a stated period (web/shared/retention.ts), after which the hourly
-- purge deletes it by age: an index on suppressed_at keeps that delete a range read.
CREATE INDEX newsletter_suppressions_suppressed_at ON newsletter_suppressions (suppressed_at);
