-- Following a bill by email (Policy Intelligence): the newsletter's double opt-in for one bill.
-- A follow is pending until its emailed link is confirmed, and keeps the consent record (when,
-- and the wording the form showed). Each follow remembers the last stage it was emailed about, so
-- a bill's move is mailed once per stage however many refreshes see it. Unsubscribing keeps the
-- row as 'unsubscribed' with the address removed, until the purge (web/shared/retention.ts).
CREATE TABLE bill_follows (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bill_id INTEGER NOT NULL,
  -- HMAC-SHA256 of the normalised address (functions/lib/newsletter/email-tokens.ts), hex.
  email_hash TEXT NOT NULL,
  -- The normalised address, to send to; NULL once unsubscribed.
  email TEXT,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
  -- When the newest follow request was made: a confirmation link names its row by this time.
  created_at TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  consent_wording TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  confirmed_at TEXT,
  -- At most one confirmation email per follow per 10 minutes.
  confirmation_sent_at TEXT,
  unsubscribed_at TEXT,
  -- The stage the follower last heard of ("name|house|date"): the one shown when they followed,
  -- then each one emailed.
  last_stage_notified TEXT,
  UNIQUE (bill_id, email_hash)
);
-- For a refresh's "who follows this bill" (the UNIQUE key's index, by bill), and the purge of
-- unconfirmed and of stopped follows by age.
CREATE INDEX bill_follows_state_created_at ON bill_follows (state, created_at);
CREATE INDEX bill_follows_state_unsubscribed_at ON bill_follows (state, unsubscribed_at);
