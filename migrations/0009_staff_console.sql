-- The staff console: who did what, and what staff search by.

-- An enquiry is marked handled by a named member of staff (their Access email), or reopened.
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;
-- The console lists enquiries newest first, filtered by source or delivery status, a page at a time.
CREATE INDEX contact_messages_source_id ON contact_messages (source, id);
CREATE INDEX contact_messages_delivery_id ON contact_messages (delivery_status, id);

-- Every staff action on a proof names who took it (`actor`), and staff may now extend a link's
-- expiry. SQLite cannot change a CHECK constraint in place, so the table is rebuilt with its rows.
CREATE TABLE proof_audit_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  proof_id INTEGER NOT NULL REFERENCES proofs (id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('created', 'version_added', 'first_viewed', 'decided', 'revoked', 'extended')),
  version INTEGER,
  detail TEXT,
  -- The staff identity (an email, or "staff token" for scripts); NULL for the client's own events.
  actor TEXT,
  at TEXT NOT NULL
);
INSERT INTO proof_audit_next (id, proof_id, event, version, detail, at) SELECT id, proof_id, event, version, detail, at FROM proof_audit;
DROP TABLE proof_audit;
ALTER TABLE proof_audit_next RENAME TO proof_audit;
CREATE INDEX proof_audit_proof ON proof_audit (proof_id, id);

-- Why an address is on the suppression list: its owner unsubscribed, or staff suppressed it (a
-- request by email or phone, a complaint). Either way only a new confirmation lifts it.
ALTER TABLE newsletter_suppressions ADD COLUMN reason TEXT NOT NULL DEFAULT 'unsubscribed' CHECK (reason IN ('unsubscribed', 'staff'));
ALTER TABLE newsletter_suppressions ADD COLUMN added_by TEXT;

-- The outbox is listed by status, newest first.
CREATE INDEX email_outbox_status_id ON email_outbox (status, id);
