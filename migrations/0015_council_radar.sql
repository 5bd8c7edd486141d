-- The councils Council Radar reads, chosen by staff in the console by their ModernGov address.
-- Their records (councillors, committees, meetings) are public data kept in the shared
-- source_cache (0014) under the key "moderngov:<id>"; this table only says which councils to read.
CREATE TABLE council_radar_councils (
  -- From the council's name ("oadby-and-wigston-borough-council"); the councillors' ids start with it.
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- The ModernGov root (origin and folder, no trailing slash): the web service is <address>/mgWebService.asmx.
  address TEXT NOT NULL UNIQUE,
  -- Who added it (staff email, or the token's name) and when (ISO 8601, UTC).
  added_by TEXT,
  added_at TEXT NOT NULL
);
