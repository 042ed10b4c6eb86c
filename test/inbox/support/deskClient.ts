/**
 * The desk as a browser uses it, over plain HTTP: a cookie jar, the CSRF token
 * of the last page read, and the desk's own Origin on every form post.
 */
import { startInbox, TEST_STAFF, type InboxBackend, type TestInbox } from '../../support/inbox';
import { SHOP_ORIGIN } from './deliveries';

export interface DeskResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** The value of the hidden `_csrf` field of a page. */
export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export class DeskClient {
  private cookies = new Map<string, string>();
  /** The CSRF token of the last page read. */
  token = '';

  constructor(
    readonly url: string,
    /** The Origin its form posts carry: the desk's own unless a test says otherwise. */
    readonly origin = url,
  ) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<DeskResponse> {
    const response = await fetch(`${this.url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { Cookie: this.cookieHeader, ...(init.headers as Record<string, string> | undefined) },
    });
    this.remember(response);
    const text = await response.text();
    const token = csrfOf(text);
    if (token) this.token = token;
    return { status: response.status, headers: response.headers, text };
  }

  get(path: string): Promise<DeskResponse> {
    return this.request(path);
  }

  /** A form post as the desk's pages make it, with the last page's token unless `fields` has its own. */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: this.origin }): Promise<DeskResponse> {
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ _csrf: this.token, ...fields }).toString(),
    });
  }

  /** A status change from a record's page, as its forms post it (with that page's token). */
  async move(id: string, fields: Record<string, string>): Promise<DeskResponse> {
    await this.get(`/records/${id}`);
    return this.post(`/records/${id}/status`, fields);
  }

  /** Reads the sign-in page, signs in, and lands on the list. */
  async signIn(name: string = TEST_STAFF.name, password: string = TEST_STAFF.password): Promise<DeskResponse> {
    await this.get('/sign-in');
    const answer = await this.post('/sign-in', { name, password });
    if (answer.status === 303) await this.get('/');
    return answer;
  }
}

export async function signedIn(url: string): Promise<DeskClient> {
  const client = new DeskClient(url);
  const answer = await client.signIn();
  if (answer.status !== 303) throw new Error(`sign-in failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  return client;
}

/** An inbox on `backend` with staff signed in, for one describe block: started before its tests, stopped after. */
export function signedInDesk(backend: InboxBackend): { inbox: TestInbox; desk: DeskClient } {
  const running = {} as { inbox: TestInbox; desk: DeskClient };
  beforeAll(async () => {
    running.inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend });
    running.desk = await signedIn(running.inbox.url);
  });
  afterAll(async () => {
    await running.inbox?.stop();
  });
  return running;
}
