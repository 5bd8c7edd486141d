-- Bot Tester: the test cases staff keep for TENFOLD, and the runs that ask them all. Staff write
-- the cases; a run keeps each case as it was asked (so editing a case later does not rewrite the
-- history) with TENFOLD's reply and its verdict. 0016 is left to the bill follows.
CREATE TABLE bot_cases (
  id TEXT PRIMARY KEY,
  question TEXT NOT NULL,
  -- JSON: the earlier turns ([{role, text}]), the facts a right answer states, the pages it points to.
  history TEXT NOT NULL DEFAULT '[]',
  facts TEXT NOT NULL DEFAULT '[]',
  links TEXT NOT NULL DEFAULT '[]',
  declines INTEGER NOT NULL DEFAULT 0 CHECK (declines IN (0, 1)),
  note TEXT NOT NULL DEFAULT '',
  origin TEXT NOT NULL CHECK (origin IN ('staff', 'import', 'report')),
  -- The question and earlier turns, lower-cased with spaces collapsed: the same case is kept once.
  fingerprint TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE bot_runs (
  id TEXT PRIMARY KEY,
  answerer TEXT NOT NULL CHECK (answerer IN ('built-in', 'model')),
  started_by TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  total INTEGER NOT NULL
);
CREATE INDEX bot_runs_started ON bot_runs (answerer, started_at);

CREATE TABLE bot_results (
  run_id TEXT NOT NULL REFERENCES bot_runs (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- No foreign key: a case deleted later keeps its place in past runs.
  case_id TEXT NOT NULL,
  question TEXT NOT NULL,
  -- JSON: the case as it was asked ({history, facts, links, declines}).
  asked TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'pass', 'fail')),
  problems TEXT NOT NULL DEFAULT '[]',
  reply TEXT,
  declined INTEGER,
  sources TEXT NOT NULL DEFAULT '[]',
  answered_by TEXT CHECK (answered_by IN ('built-in', 'model')),
  ms INTEGER,
  PRIMARY KEY (run_id, position)
);
CREATE INDEX bot_results_case ON bot_results (case_id, run_id);
CREATE INDEX bot_results_pending ON bot_results (run_id, state, position);
