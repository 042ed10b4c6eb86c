-- Phone search by digits alone ("98765 01234" finds 9876501234), and a
-- Reply-To for the owner's e-mails so that answering reaches the visitor.
ALTER TABLE deliveries
  ADD COLUMN contact_phone_digits text GENERATED ALWAYS AS (regexp_replace(contact_phone, '[^0-9]', '', 'g')) STORED;
ALTER TABLE mail_outbox ADD COLUMN reply_to text;
