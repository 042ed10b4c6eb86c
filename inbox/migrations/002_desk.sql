-- The desk: each record's status as the business sets it (never as the browser claims it),
-- what the inbox noticed on arrival, and who to reach, kept apart for listing and search.
ALTER TABLE deliveries
  ADD COLUMN status text,
  ADD COLUMN spam boolean NOT NULL DEFAULT false,
  ADD COLUMN flags jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN contact_name text NOT NULL DEFAULT '',
  ADD COLUMN contact_email text NOT NULL DEFAULT '',
  ADD COLUMN contact_phone text NOT NULL DEFAULT '',
  ADD COLUMN total numeric;

UPDATE deliveries SET
  status = CASE kind WHEN 'order' THEN 'placed' WHEN 'quote' THEN 'pending' ELSE 'received' END,
  contact_name = coalesce(record->'shippingAddress'->>'fullName', record->>'fullName', record->>'name',
    trim(coalesce(record->>'firstName', '') || ' ' || coalesce(record->>'lastName', ''))),
  contact_email = lower(coalesce(record->>'email', '')),
  contact_phone = coalesce(record->'shippingAddress'->>'phone', record->>'phone', ''),
  total = CASE WHEN json_typeof(record->'totalAmount') = 'number' THEN (record->>'totalAmount')::numeric END;

ALTER TABLE deliveries ALTER COLUMN status SET NOT NULL;

-- The desk's list: newest first, spam left out, by kind and status (keyset on seq).
DROP INDEX deliveries_kind_seq;
CREATE UNIQUE INDEX deliveries_seq ON deliveries (seq);
CREATE INDEX deliveries_listed ON deliveries (seq DESC) WHERE NOT spam;
CREATE INDEX deliveries_kind_status ON deliveries (kind, status, seq DESC) WHERE NOT spam;
CREATE INDEX deliveries_email ON deliveries (contact_email);

-- Every change of a record's status: who, when, from what to what, and the business's words and figures.
CREATE TABLE record_events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id text NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  staff_name text NOT NULL,
  from_status text NOT NULL,
  to_status text NOT NULL,
  -- note, reason, price lines, total, validity, carrier, tracking: as the desk's form gave them.
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX record_events_record ON record_events (record_id, seq);

-- An erasure keeps only that it happened: who, when, how many records. Never whose.
CREATE TABLE erasures (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_name text NOT NULL,
  records integer NOT NULL,
  mails integer NOT NULL
);

-- Staff accounts: a name and an scrypt hash (inbox/passwords.ts), never the password.
CREATE TABLE staff (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Signed-in sessions (@fastify/session's store): the cookie holds only the signed id.
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Failed sign-ins in a row per client address; a success clears the row.
CREATE TABLE sign_in_failures (
  address text PRIMARY KEY,
  failures integer NOT NULL,
  wait_until timestamptz
);

-- Secrets every inbox process on this database shares (the cookie signing key), made once.
CREATE TABLE desk_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- The transactional outbox: an e-mail is queued in the same transaction as the change it tells of,
-- then claimed by one process at a time (FOR UPDATE SKIP LOCKED and a lease) and sent.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id text REFERENCES deliveries (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address));
