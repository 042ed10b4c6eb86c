# Sourced by .ci/run: a throw-away PostgreSQL cluster on 127.0.0.1 for the inbox's tests.
# Installs Debian's postgresql when it is missing, starts a cluster in a temporary folder
# on a free port, exports DATABASE_URL, and stops and removes the cluster when the shell exits.
# wal_recycle=off, as docs/delivery-and-desk.md advises: an erasure's clean-up then deletes the old log segments.

inbox_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PG_BIN="$(inbox_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "Installing PostgreSQL for the inbox's tests"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y postgresql
  PG_BIN="$(inbox_pg_bin)"
fi

# initdb refuses to run as root: as root the cluster belongs to the postgres user.
if [ "$(id -u)" -eq 0 ]; then AS_PG="runuser -u postgres --"; else AS_PG=""; fi
PG_TMP="$(mktemp -d /tmp/inbox-postgres.XXXXXX)"
if [ -n "$AS_PG" ]; then chown postgres: "$PG_TMP"; fi
PG_PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

inbox_pg_stop() {
  $AS_PG "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_TMP"
}
trap inbox_pg_stop EXIT

$AS_PG "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
$AS_PG "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_TMP -c fsync=off -c wal_recycle=off" start >/dev/null
$AS_PG "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres inbox
export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/inbox"
echo "PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') for the inbox's tests at $DATABASE_URL"
