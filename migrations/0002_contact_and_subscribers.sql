-- Contact messages and newsletter subscribers (spec section 3), and request counters for rate limits.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  privacy_consent INTEGER NOT NULL CHECK (privacy_consent = 1),
  consented_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  user_agent TEXT,
  -- Forwarding to the staff notification target: none (not configured), pending, delivered, failed.
  delivery_status TEXT NOT NULL DEFAULT 'none' CHECK (delivery_status IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  delivery_error TEXT
);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);

CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  client_hash TEXT NOT NULL
);

CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
