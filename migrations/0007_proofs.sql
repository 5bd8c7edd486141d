-- Proof approvals (issue 27): a proof shared with a client through an unguessable link, its
-- versions (files in the PROOFS R2 bucket), one final decision per version, and an audit trail.
CREATE TABLE proofs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  client_name TEXT,
  notes TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  first_viewed_at TEXT
);
-- The retention purge finds proofs by when their link stopped working.
CREATE INDEX proofs_expires_at ON proofs (expires_at);
CREATE INDEX proofs_revoked_at ON proofs (revoked_at);

CREATE TABLE proof_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  proof_id INTEGER NOT NULL REFERENCES proofs (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  file_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (proof_id, version)
);

-- One decision per version: the UNIQUE constraint is what makes a second one a conflict.
CREATE TABLE proof_decisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  proof_id INTEGER NOT NULL REFERENCES proofs (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'changes_requested')),
  name TEXT NOT NULL,
  comment TEXT,
  decided_at TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  -- Forwarding to the staff notification target, as for contact messages.
  delivery_status TEXT NOT NULL DEFAULT 'none' CHECK (delivery_status IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  delivery_error TEXT,
  UNIQUE (proof_id, version)
);

CREATE TABLE proof_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  proof_id INTEGER NOT NULL REFERENCES proofs (id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('created', 'version_added', 'first_viewed', 'decided', 'revoked')),
  version INTEGER,
  detail TEXT,
  at TEXT NOT NULL
);
CREATE INDEX proof_audit_proof ON proof_audit (proof_id, id);
