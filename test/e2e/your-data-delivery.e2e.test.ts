import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { allowDownloads, newPage, openBrowser, until, waitUntilLive } from './support/browser';
import { BLANK, deliveryBuild, serveDeliveryBuild, type ServedDeliveryBuild } from './support/deliveryBuild';
import { byName, fillAddress, fillCard, fillContactMessage, fillQuote, GET_QUOTE, PLACE_ORDER } from './support/flows';

// "Your data" on a shop built with a delivery address (support/deliveryBuild.ts): what it says,
// what "Download my data" holds, and that "Clear my data" leaves nothing of the visitor behind in any
// of the browser's stores. The receiver is a stand-in on the shop's inbox port that takes every delivery.

let browser: BrowserContext;
let shop: ServedDeliveryBuild;
let receiver: http.Server;
const received: Array<{ record: { id: string } }> = [];

beforeAll(async () => {
  const build = await deliveryBuild();
  shop = await serveDeliveryBuild(build);
  receiver = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', shop.url);
    // A receiver that keeps no statuses: it lets the shop ask (CORS) and knows none.
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key, Record-Keys');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST') received.push(JSON.parse(body));
      if (request.method === 'GET') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"records":[]}');
      else response.writeHead(request.method === 'POST' ? 201 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(shop.inboxPort, '127.0.0.1', resolve));
  browser = await openBrowser();
}, 900_000);

afterAll(async () => {
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  await shop?.close();
});

async function go(page: Page, pathname: string) {
  await page.goto(`${shop.url}${pathname}`, { waitUntil: 'load' });
  await waitUntilLive(page, 'main h1');
}

const statusSays = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => [...document.querySelectorAll('main [role="status"]')].some((status) => status.textContent?.includes(wanted)),
    { timeout: 15_000 },
    text,
  );

/** Every text the browser keeps for the shop's origin: Web Storage, IndexedDB and Cache Storage (text bodies). */
const everythingKept = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) texts.push(`${key}=${storage.getItem(key)}`);
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of database.objectStoreNames) {
        const all = database.transaction(store).objectStore(store).getAll();
        const values = await new Promise<unknown[]>((resolve, reject) => {
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        // Queued requests keep their body as bytes: read those as text too.
        texts.push(
          JSON.stringify(values, (_key, value: unknown) =>
            value instanceof ArrayBuffer || value instanceof Blob ? `[bytes]` : value,
          ),
        );
        for (const value of values) {
          const body = (value as { requestData?: { body?: ArrayBuffer } }).requestData?.body;
          if (body) texts.push(new TextDecoder().decode(body));
        }
      }
      database.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        texts.push(request.url);
        const response = await cache.match(request);
        if (/text|json|javascript/.test(response?.headers.get('content-type') ?? '')) texts.push((await response?.text()) ?? '');
      }
    }
    return texts.join('\n');
  });

it('says what is sent, downloads everything kept, and clearing leaves nothing of the visitor anywhere in the browser', async () => {
  const { page, errors } = await newPage(browser, undefined, { origin: shop.url, serviceWorker: true });
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-your-data-'));
  const saved = await allowDownloads(page, downloads);

  // An order, a quote request and a Contact Us message, each delivered.
  await page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate((cart) => localStorage.setItem('cart', cart), JSON.stringify([blackLine()]));
  await go(page, '/checkout');
  await waitUntilLive(page, 'main form');
  await fillAddress(page);
  await fillCard(page);
  await page.click(PLACE_ORDER);
  await page.waitForFunction(() => location.pathname === '/order-success', { timeout: 15_000 });
  await statusSays(page, `Sent to ${site.name}`);
  await go(page, '/request-quote');
  await waitUntilLive(page, 'main form');
  await fillQuote(page);
  await page.click(GET_QUOTE);
  await page.waitForFunction(() => location.pathname === '/quote-success', { timeout: 15_000 });
  await statusSays(page, `Sent to ${site.name}`);
  await go(page, '/contact-us');
  await waitUntilLive(page, 'main form');
  await fillContactMessage(page);
  await page.click('main form button[type="submit"]');
  await statusSays(page, `Sent to ${site.name}`);
  await until(() => received.length === 3, 15_000);

  // Duplicate Request opens the form filled in, with nothing of the visitor in the address.
  await go(page, '/my-quotes');
  await page.click(byName('Duplicate Request', 'button'));
  await page.waitForFunction(() => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === 'asha@example.com');
  expect(new URL(page.url()).search).toBe('');

  await go(page, '/your-data');
  const said = await page.$eval('main', (main) => main.textContent ?? '');
  expect(said).toContain(`Each order, quote request and message, and each quote you accept and review you leave, is also sent to ${site.name}`);
  expect(said).toContain('when you accept a quote, or leave a review of a delivered order (its rating and comment), that is sent too');
  expect(said).not.toContain('nothing you keep here is sent');
  expect(said).toContain('1 message');

  await page.click(byName('Download my data', 'button'));
  const downloaded = await saved.next();
  expect(downloaded).toMatch(/\.json$/);
  const file = JSON.parse(fs.readFileSync(downloaded, 'utf8'));
  expect(file.orders).toHaveLength(1);
  expect(file.quotes).toHaveLength(1);
  expect(file.messages).toHaveLength(1);
  expect(Object.keys(file.deliveries)).toHaveLength(3);
  // Each order's and quote request's private key stays in the browser: the file names none (docs/decisions/0037).
  const keys = await page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('deliveries') ?? '{}') as Record<string, { key?: string }>).flatMap((entry) => entry.key ?? []));
  expect(keys).toHaveLength(2);
  const fileText = JSON.stringify(file);
  expect(keys.filter((key) => fileText.includes(key))).toEqual([]);
  expect(Object.values(file.deliveries as Record<string, object>).filter((entry) => 'key' in entry)).toEqual([]);
  const { shippingAddress } = file.orders[0];
  const [quote] = file.quotes;
  const [message] = file.messages;
  const personal = [
    shippingAddress.fullName,
    shippingAddress.phone,
    shippingAddress.address,
    quote.fullName,
    quote.email,
    quote.phone,
    message.firstName,
    message.lastName,
    message.email,
    message.message,
  ].map((text: string) => JSON.stringify(text));
  // Searched for as JSON strings, quotes included, as the shop keeps them: the visitor's phone
  // number is also part of the shop's own example number in every cached page (tel:+91...).
  expect(personal.every((text) => text.length > 2)).toBe(true);
  // Before the clear, the browser holds them (the check below can see them).
  const before = await everythingKept(page);
  expect(personal.filter((text) => !before.includes(text))).toEqual([]);

  await page.click(byName('Clear my data', 'button'));
  await page.waitForSelector(byName('Yes, clear my data', 'button'));
  await page.click(byName('Yes, clear my data', 'button'));
  await statusSays(page, 'Your data has been cleared from this browser.');
  const after = await everythingKept(page);
  expect(personal.filter((text) => after.includes(text))).toEqual([]);
  // The ids of what was sent are gone too.
  expect(received.map((delivery) => delivery.record.id).filter((id) => after.includes(id))).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
  fs.rmSync(downloads, { recursive: true, force: true });
});
