-- Every accepted delivery, once: the record's id is the key, so a repeated delivery
-- (a retry, a second tab, a replay by the service worker) inserts nothing.
CREATE TABLE deliveries (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('order', 'quote', 'enquiry')),
  schema_version integer NOT NULL,
  -- json, not jsonb: the record is kept as the shop sent it, key order included.
  record json NOT NULL,
  origin text NOT NULL,
  sent_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- Arrival order for "newest first"; timestamps alone can tie.
  seq bigint GENERATED ALWAYS AS IDENTITY
);

CREATE INDEX deliveries_kind_seq ON deliveries (kind, seq DESC);
