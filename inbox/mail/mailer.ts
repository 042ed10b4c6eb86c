/**
 * Sends the queued e-mails with nodemailer over SMTP_URL. Each process runs
 * one sender: it takes one due mail at a time from the outbox (outbox.ts),
 * sends it, and marks it sent, or failed with a later try (back-off). It
 * looks for due mail when told (a mail was just queued here) and every few
 * seconds (mail queued by another process, a retry coming due).
 */
import { createTransport } from 'nodemailer';
import type { Storage } from '../storage';
import { claimMail, LEASE_SECONDS, markFailed, markSent, releaseAllClaims, renewLease } from './outbox';

export interface Mailer {
  /** Look for due mail now. */
  wake(): void;
  /** Finishes the mail in hand, then stops. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  /** How often to look for mail queued elsewhere or due again (ms). */
  pollMs?: number;
  log?: (message: string) => void;
  /** Takes back, at start, mails a process that died had claimed: only where no other process shares the database (PGlite). */
  reclaimAtStart?: boolean;
}

export function startMailer(storage: Pick<Storage, 'sql'>, { smtpUrl, from, pollMs = 5000, log = () => {}, reclaimAtStart = false }: MailerOptions): Mailer {
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from },
  );
  // The lease is renewed while a mail is in hand, so it can be short: a sender that died frees its mail within it.
  const renewMs = (LEASE_SECONDS * 1000) / 3;
  const reclaimed = reclaimAtStart
    ? releaseAllClaims(storage.sql).then(
        (taken) => (taken > 0 ? log(`inbox: ${taken} e-mails that were being sent when the inbox last stopped are sent again`) : undefined),
        () => undefined,
      )
    : null;

  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    await reclaimed;
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const mail = await claimMail(storage.sql);
        if (!mail) break;
        const renewing = setInterval(() => void renewLease(storage.sql, mail.id).catch(() => undefined), renewMs);
        try {
          await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
          clearInterval(renewing);
          await markSent(storage.sql, mail.id);
        } catch (error) {
          clearInterval(renewing);
          const reason = error instanceof Error ? error.message : String(error);
          log(`inbox: e-mail ${mail.id} not sent (try ${mail.attempts}), will try again: ${reason}`);
          await markFailed(storage.sql, mail, reason);
        }
      }
    } while (again && !stopped);
  }

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`inbox: the e-mail queue could not be read: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, pollMs);
    timer.unref();
  };

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
