-- Who was erased, as keyed hashes (HMAC-SHA256 of "email:…" or "phone:…" under a key in desk_secrets)
-- and when: a restored backup drops what these matched at that time (inbox/erasure.ts, inbox/backup.ts).
-- Backups leave this table out, and a restore leaves it as it is.
CREATE TABLE erased_identifiers (
  hash text PRIMARY KEY,
  erased_at timestamptz NOT NULL
);

-- No planner statistics of personal values: ANALYZE would otherwise copy common names, addresses and
-- phone numbers into pg_statistic, where an erasure's clean-up of the tables themselves never reaches.
ALTER TABLE deliveries
  ALTER COLUMN record SET STATISTICS 0,
  ALTER COLUMN contact_name SET STATISTICS 0,
  ALTER COLUMN contact_email SET STATISTICS 0,
  ALTER COLUMN contact_phone SET STATISTICS 0;
ALTER TABLE record_events ALTER COLUMN details SET STATISTICS 0;
ALTER TABLE mail_outbox
  ALTER COLUMN to_address SET STATISTICS 0,
  ALTER COLUMN subject SET STATISTICS 0,
  ALTER COLUMN body SET STATISTICS 0,
  ALTER COLUMN last_error SET STATISTICS 0;
ALTER INDEX mail_outbox_to ALTER COLUMN 1 SET STATISTICS 0;
