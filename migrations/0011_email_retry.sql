-- A confirmation email the provider refused is sent again from requests (functions/lib/newsletter/
-- email-retry.ts), a few times at most: each outbox row counts the times it was handed to the
-- provider. Mail stopped on purpose (its address unsubscribed or was suppressed before it went)
-- was never handed over, keeps 0 and is never retried.
ALTER TABLE email_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
UPDATE email_outbox SET attempts = 1
  WHERE status = 'sent' OR (status = 'failed' AND error NOT IN ('unsubscribed before sending', 'suppressed by staff before sending'));
