-- Triage Bot's reading of each enquiry, kept on the enquiry's own row: a reading belongs to one
-- enquiry and lives exactly as long as it does, so the retention purge that deletes the enquiry
-- deletes its triage in the same statement, and the console's list filters on one table.

-- When the reading was stored; NULL while the enquiry is not triaged (triage still running, failed,
-- or the enquiry arrived before triage existed).
ALTER TABLE contact_messages ADD COLUMN triaged_at TEXT;
-- The reading as the reader gave it (JSON in the shared Triage shape: service, urgency, reasons,
-- owner, reply promise, reader). Never changed afterwards, so a correction keeps what was read.
ALTER TABLE contact_messages ADD COLUMN triage_reading TEXT;
-- The triage as it stands: the reading's service, urgency and owner until staff correct them.
-- A NULL service or owner on a triaged row means none was named.
ALTER TABLE contact_messages ADD COLUMN triage_service TEXT;
ALTER TABLE contact_messages ADD COLUMN triage_urgency TEXT CHECK (triage_urgency IN ('urgent', 'soon', 'routine'));
ALTER TABLE contact_messages ADD COLUMN triage_owner TEXT;
-- Why the last attempt to triage failed (it threw, or ran out of time), for the console.
ALTER TABLE contact_messages ADD COLUMN triage_error TEXT;
-- Who reviewed the triage and when: confirmed as right, or corrected.
ALTER TABLE contact_messages ADD COLUMN triage_reviewed_at TEXT;
ALTER TABLE contact_messages ADD COLUMN triage_reviewed_by TEXT;

-- The console lists enquiries newest first, filtered by the triage's service, urgency or owner, a
-- page at a time: each filter reads its own rows in id order through its index.
CREATE INDEX contact_messages_triage_service_id ON contact_messages (triage_service, id);
CREATE INDEX contact_messages_triage_urgency_id ON contact_messages (triage_urgency, id);
CREATE INDEX contact_messages_triage_owner_id ON contact_messages (triage_owner, id);
-- The triage states staff work through: not triaged, triaged but not reviewed, reviewed.
CREATE INDEX contact_messages_not_triaged ON contact_messages (id) WHERE triaged_at IS NULL;
CREATE INDEX contact_messages_triage_to_review ON contact_messages (id) WHERE triaged_at IS NOT NULL AND triage_reviewed_at IS NULL;
CREATE INDEX contact_messages_triage_reviewed ON contact_messages (id) WHERE triage_reviewed_at IS NOT NULL;
-- The accuracy figures: reviewed enquiries by when they arrived.
CREATE INDEX contact_messages_triage_reviewed_created ON contact_messages (created_at) WHERE triage_reviewed_at IS NOT NULL;
