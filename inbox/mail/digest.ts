/**
 * The owner's notes of new arrivals, with a brake: while arrivals are few,
 * each gets a note of its own; once more than a few notes went to the owner
 * within a window, further arrivals become lines of one digest, sent when
 * the window after it opened is over. A flood makes one e-mail, not one
 * each. A digest lists kind, id, total and link only, never a person's name
 * or address, so erasing a person leaves nothing of theirs in it.
 */
import type { Sql } from '../storage';
import { queueMail, type Mail } from './outbox';

export interface DigestRules {
  /** Notes the owner gets on their own within a window; further arrivals go into the digest. */
  notesPerWindow: number;
  /** The window, and how long a digest collects before it is sent (seconds). */
  windowSeconds: number;
}

export const DIGEST_RULES: DigestRules = { notesPerWindow: 10, windowSeconds: 600 };

const DIGEST_HEAD =
  'More arrived than the desk mails one by one, so the rest are listed here, together. Open each on the desk to read it and answer.';

/**
 * Queues the owner's note of one arrival in the transaction that stores it:
 * `note` on its own, or `line` in the owner's open digest. The caller holds
 * the lock that stores new records one at a time, so two processes never open
 * two digests at once.
 */
export async function queueOwnerNote(sql: Sql, note: Mail, line: string, rules: DigestRules): Promise<void> {
  const { rows } = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND created_at > now() - make_interval(secs => $2)',
    [note.to, rules.windowSeconds],
  );
  if (rows[0]!.n < rules.notesPerWindow) return queueMail(sql, note);
  const added = await sql.query(
    `UPDATE mail_outbox SET digest_of = digest_of + 1, body = body || E'\\n' || $2,
       subject = format('%s new orders, quote requests and messages at the desk', digest_of + 1)
     WHERE id = (SELECT id FROM mail_outbox WHERE to_address = $1 AND digest_of IS NOT NULL AND sent_at IS NULL AND attempts = 0
       ORDER BY id LIMIT 1 FOR UPDATE)
     RETURNING id`,
    [note.to, line],
  );
  if (added.rows.length > 0) return;
  await sql.query(
    `INSERT INTO mail_outbox (record_id, to_address, subject, body, digest_of, next_attempt_at)
     VALUES (NULL, $1, '1 new orders, quote requests and messages at the desk', $2, 1, now() + make_interval(secs => $3))`,
    [note.to, `${DIGEST_HEAD}\n\n${line}`, rules.windowSeconds],
  );
}
