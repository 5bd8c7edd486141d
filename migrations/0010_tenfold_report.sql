-- The staff console's TENFOLD report counts votes by the day they were last cast, and lists
-- down-voted answers by it, over a chosen period: an index on updated_at keeps that a range read.
CREATE INDEX tenfold_feedback_updated_at ON tenfold_feedback (updated_at);
