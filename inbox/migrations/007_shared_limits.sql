-- The counts behind every limit, in the database, so several inbox processes on one PostgreSQL
-- allow together what one allows. No client address is kept: a bucket is an HMAC of what it
-- counts (inbox/limitKeys.ts) under a secret in desk_secrets, and each row goes once it is over.

-- Requests in a fixed window, per bucket (@fastify/rate-limit's store: inbox/rateStore.ts).
CREATE TABLE rate_counts (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_counts_window_ends ON rate_counts (window_ends);

-- Sign-in tries, counted before the password is checked (inbox/signInThrottle.ts): per account and
-- address, per account and trusted browser, per address, per account.
CREATE TABLE sign_in_throttle (
  bucket text PRIMARY KEY,
  tries integer NOT NULL,
  waits integer NOT NULL DEFAULT 0,
  wait_until timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_throttle_expires_at ON sign_in_throttle (expires_at);

-- It kept client addresses in clear, per process's idea of a failure in a row.
DROP TABLE sign_in_failures;

-- The ceiling on new records counts those of the last minute.
CREATE INDEX deliveries_received_at ON deliveries (received_at);

-- An owner's digest of many arrivals: how many it tells of (null for every other mail).
ALTER TABLE mail_outbox ADD COLUMN digest_of integer;

-- The moment of the insert itself, not of its transaction's start: the ceiling takes a lock before it
-- counts and inserts, so times in this order are the order in which places were taken.
ALTER TABLE deliveries ALTER COLUMN received_at SET DEFAULT clock_timestamp();
