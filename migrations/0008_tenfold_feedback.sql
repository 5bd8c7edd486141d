-- TENFOLD's loop to a person (issue 25).
-- A contact message sent from TENFOLD carries where it came from and, when the visitor consented,
-- the conversation it came from (a JSON array of { role, text }); other messages have NULL.
ALTER TABLE contact_messages ADD COLUMN source TEXT NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'tenfold'));
ALTER TABLE contact_messages ADD COLUMN transcript TEXT;

-- Each answer TENFOLD gave after the visitor had seen its notice: the question, the start of the
-- answer, its sources and whether it declined. No client hash, address or name: only the random
-- id a browser keeps for itself (browser_id), so that "Delete my conversation" can find its rows.
CREATE TABLE tenfold_answers (
  answer_id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sources TEXT NOT NULL DEFAULT '[]',
  declined INTEGER NOT NULL DEFAULT 0 CHECK (declined IN (0, 1)),
  browser_id TEXT
);
CREATE INDEX tenfold_answers_created_at ON tenfold_answers (created_at);
CREATE INDEX tenfold_answers_browser_id ON tenfold_answers (browser_id);

-- One vote per answer; voting again replaces it.
CREATE TABLE tenfold_feedback (
  answer_id TEXT PRIMARY KEY REFERENCES tenfold_answers (answer_id) ON DELETE CASCADE,
  vote TEXT NOT NULL CHECK (vote IN ('up', 'down')),
  reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tenfold_feedback_created_at ON tenfold_feedback (created_at);
