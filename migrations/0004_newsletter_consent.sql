-- Newsletter double opt-in (issue 24): a subscriber is pending until they follow the emailed
-- link; the consent record says when, from which form and with what wording. Unsubscribed
-- addresses are kept only as a keyed hash on a suppression list. Every email is written to an
-- outbox first, so mail is never lost when no provider is configured.

-- Rows from before double opt-in were single opt-in, with no proof that the address's owner asked:
-- they stay pending (never mailed), marked 'legacy', and go with the purge of unconfirmed sign-ups.
-- The site had not mailed anyone before this; an owner who wants the briefing signs up again.
ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed'));
ALTER TABLE subscribers ADD COLUMN consent_source TEXT;
ALTER TABLE subscribers ADD COLUMN consent_wording TEXT;
ALTER TABLE subscribers ADD COLUMN consented_at TEXT;
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
-- When the last confirmation email was sent: at most one per address per 10 minutes.
ALTER TABLE subscribers ADD COLUMN confirmation_sent_at TEXT;
UPDATE subscribers SET consent_source = 'legacy';
-- For the purge of unconfirmed rows by age: WHERE status = 'pending' AND created_at < ?.
CREATE INDEX subscribers_status_created_at ON subscribers (status, created_at);

CREATE TABLE newsletter_suppressions (
  -- HMAC-SHA256 of the normalised address (functions/lib/newsletter/email-tokens.ts), hex.
  email_hash TEXT PRIMARY KEY,
  suppressed_at TEXT NOT NULL
);

CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT,
  -- JSON object of extra headers (List-Unsubscribe and List-Unsubscribe-Post).
  headers TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  sent_at TEXT,
  provider_id TEXT,
  error TEXT
);
-- For the purge of sent and failed mail by age: WHERE status IN ('sent', 'failed') AND created_at < ?.
CREATE INDEX email_outbox_created_at ON email_outbox (created_at);
