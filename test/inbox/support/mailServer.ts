/**
 * A real SMTP server in the test's own process (smtp-server), on 127.0.0.1,
 * that keeps every message it accepts, parsed with mailparser. It can refuse
 * mail for a while, as a mail server that is down would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  from: string;
  /** The Reply-To address, or '' when the mail has none. */
  replyTo: string;
}

export interface TestMailServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails match (a positive signal); fails after `timeoutMs` with what did arrive. */
  waitFor(match: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** While true, every message is refused with a temporary error (451). */
  refusing: boolean;
  /** How many messages were refused so far. */
  refused: number;
  stop(): Promise<void>;
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.refusing) {
        state.refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mail service is down for maintenance'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          const address = (value: typeof mail.to) => (Array.isArray(value) ? value.map((each) => each.text).join(', ') : (value?.text ?? ''));
          received.push({ to: address(mail.to), from: address(mail.from), replyTo: mail.replyTo ? address(mail.replyTo) : '', subject: mail.subject ?? '', text: mail.text ?? '' });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refused() {
      return state.refused;
    },
    waitFor(match, count = 1, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} matching mails; received: ${JSON.stringify(received.map((mail) => [mail.to, mail.subject]))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
