/**
 * The e-mail queue: a transactional outbox table in the inbox's own database.
 * A mail is queued in the same transaction as the change it tells of, so
 * neither exists without the other. A sender claims one due mail at a time
 * with FOR UPDATE SKIP LOCKED and a lease: two processes on one PostgreSQL
 * never claim the same mail, and a mail whose sender died is claimed again
 * once its lease has run out: a minute at most, as the sender renews the
 * lease while it sends. On PGlite, where only one process can open the
 * database, a starting inbox takes back at once what the last one held. (pg-boss and graphile-worker need a PostgreSQL
 * server; this runs on PGlite as well.)
 */
import { isoUtc, type Sql } from '../storage';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The record it belongs to: erased with it. */
  recordId: string;
  /** Where an answer goes: the visitor's address on the owner's mails, so Reply reaches them. */
  replyTo?: string;
}

export interface QueuedMail extends Mail {
  id: string;
  attempts: number;
}

/** How long a claimed mail is another sender's; its sender renews it every third of that while it sends (mailer.ts). */
export const LEASE_SECONDS = 60;
/** The wait after the n-th failed try: 30 s, 1 min, 2 min ... up to 1 hour; never given up. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.min(Math.max(attempts - 1, 0), 10));

export async function queueMail(sql: Sql, mail: Mail): Promise<void> {
  await sql.query('INSERT INTO mail_outbox (record_id, to_address, subject, body, reply_to) VALUES ($1, $2, $3, $4, $5)', [
    mail.recordId,
    mail.to,
    mail.subject,
    mail.text,
    mail.replyTo || null,
  ]);
}

/** Takes the oldest due mail for this sender, or null when none is due. */
export async function claimMail(sql: Sql): Promise<QueuedMail | null> {
  const { rows } = await sql.query<QueuedMail>(
    `UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
     WHERE id = (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, record_id AS "recordId", to_address AS "to", subject, body AS text, attempts,
       coalesce(reply_to, '') AS "replyTo"`,
  );
  return rows[0] ?? null;
}

/** Keeps a mail this sender is still sending. */
export async function renewLease(sql: Sql, id: string): Promise<void> {
  await sql.query(`UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE id = $1 AND sent_at IS NULL`, [id]);
}

/** Frees every claim: only for a database no other sender can have open (PGlite's folder is one process's). */
export async function releaseAllClaims(sql: Sql): Promise<number> {
  const { rows } = await sql.query('UPDATE mail_outbox SET claimed_until = NULL WHERE sent_at IS NULL AND claimed_until IS NOT NULL RETURNING id');
  return rows.length;
}

export async function markSent(sql: Sql, id: string): Promise<void> {
  await sql.query('UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1', [id]);
}

export async function markFailed(sql: Sql, mail: QueuedMail, error: string): Promise<void> {
  await sql.query(
    'UPDATE mail_outbox SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1',
    [mail.id, error.slice(0, 500), retryDelaySeconds(mail.attempts)],
  );
}

export interface MailState {
  to: string;
  subject: string;
  queuedAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** The mails of one record, for its page: what was sent, what still waits and why. */
export async function mailsOf(sql: Sql, recordId: string): Promise<MailState[]> {
  const { rows } = await sql.query<MailState>(
    `SELECT to_address AS "to", subject, ${isoUtc('created_at')} AS "queuedAt",
       CASE WHEN sent_at IS NULL THEN NULL ELSE ${isoUtc('sent_at')} END AS "sentAt", attempts, last_error AS "lastError"
     FROM mail_outbox WHERE record_id = $1 ORDER BY id`,
    [recordId],
  );
  return rows;
}

/** Mails not yet sent, and the oldest one's last error: the desk's banner when the mail server is down. */
export async function unsentMails(sql: Sql): Promise<{ count: number; lastError: string | null }> {
  const { rows } = await sql.query<{ count: number; lastError: string | null }>(
    `SELECT count(*)::int AS count, (array_agg(last_error ORDER BY id) FILTER (WHERE last_error IS NOT NULL))[1] AS "lastError"
     FROM mail_outbox WHERE sent_at IS NULL`,
  );
  return rows[0] ?? { count: 0, lastError: null };
}
