-- Daily counters for TENFOLD's model use: one row per bucket (a client, or the whole site) per UTC day.
CREATE TABLE usage_counters (
  bucket TEXT NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, day)
);
