-- The desk: phone search, Reply-To, and orders made from accepted quotes.
-- Phone search by digits alone ("98765 01234" finds 9876501234), and a
-- Reply-To for the owner's e-mails so that answering reaches the visitor.
ALTER TABLE deliveries
  ADD COLUMN contact_phone_digits text GENERATED ALWAYS AS (regexp_replace(contact_phone, '[^0-9]', '', 'g')) STORED;
ALTER TABLE mail_outbox ADD COLUMN reply_to text;

-- An order staff make from an accepted quote names it: one order per quote,
-- even when two members of staff press at the same moment.
ALTER TABLE deliveries ADD COLUMN quote_id text UNIQUE;

-- Personal values: no planner statistics of them (see 006_forgetting.sql).
ALTER TABLE deliveries ALTER COLUMN contact_phone_digits SET STATISTICS 0;
ALTER TABLE mail_outbox ALTER COLUMN reply_to SET STATISTICS 0;
