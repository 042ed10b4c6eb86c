-- The shop's private key to each order's and quote request's status: only its SHA-256 is kept,
-- so a copy of the database cannot read or answer for anyone's record.
ALTER TABLE deliveries ADD COLUMN status_key_hash text;

-- The visitor's word about a record (a quote accepted, a review left), taken once per update id.
CREATE TABLE record_updates (
  id text PRIMARY KEY,
  record_id text NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  change text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
