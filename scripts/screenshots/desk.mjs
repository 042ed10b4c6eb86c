// The owner's desk for `npm run screenshots`: a scratch inbox (`npm run inbox`'s own build) on 127.0.0.1 with a
// random port, PGlite in a temporary folder and a mail server in this process that accepts and forgets every
// message, so the pages look as they do with e-mail on. It receives an order, a quote request and a message the
// way the shop sends them, then the sign-in page, the list and the quote request's page are photographed.
// Everything it started is stopped and its folder removed, whatever happens.
/* global document -- in the function that runs in the page */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { compileInbox, inboxModule } from '../bench/inbox-child.mjs';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

/** Made-up people and places; the addresses are the reserved example domains. */
const SHOP_ORIGIN = 'https://shop.example.com';
const STAFF = { name: 'Sravani', password: 'screenshots-only-password' };
const OWNER_EMAIL = 'owner@shop.example.com';
const MINUTE = 60_000;

/** A record id in the shop's format: a prefix, the time, then `length` letters and digits. */
const recordId = (prefix, at, length, upper = false) => {
  const tail = Math.random().toString(36).slice(2).padEnd(length, '0').slice(0, length);
  return `${prefix}-${at}-${upper ? tail.toUpperCase() : tail}`;
};

/** An order priced from the shop's own catalogue and total rules, as checkout stores it. */
function order(shopRules, at) {
  const { products, lineTotal, cartTotals, roundMoney } = shopRules;
  const line = (name, size, quantity) => {
    const product = products.find((each) => each.name === name);
    const { id, pricing, unit } = product;
    return { id, name, image: product.images[0], pricing, unit, quantity, size, totalPrice: lineTotal(pricing, size, quantity) };
  };
  const items = [line('Black Galaxy', 'big', 4), line('Steel Grey', 'small', 2)];
  return {
    id: recordId('ORD', at, 9),
    items,
    totalAmount: roundMoney(cartTotals(items).total),
    shippingAddress: { fullName: 'Srinivas Vemula', address: '12-4-31, Brodipet 4th Lane', city: 'Guntur', state: 'Andhra Pradesh', pincode: '522002', phone: '9849012345' },
    paymentMethod: 'net-banking',
    orderDate: new Date(at).toISOString(),
    status: 'placed',
  };
}

const quote = (at) => ({
  id: recordId('QT', at, 6, true),
  submissionDate: new Date(at).toISOString(),
  status: 'pending',
  fullName: 'Padmaja Koneru',
  company: 'Koneru Constructions',
  email: 'padmaja@koneru-constructions.example',
  phone: '9866123456',
  projectType: 'commercial',
  projectTimeline: 'within-month',
  projectLocation: 'Benz Circle, Vijayawada',
  stoneType: 'granite',
  finish: 'polished',
  thickness: '20mm',
  length: '40',
  width: '25',
  area: '1000.00',
  quantity: '1000',
  unit: 'sqft',
  services: ['Delivery Service', 'Installation Service', 'Site Measurement'],
  description: 'Showroom floor on the ground level, about 1,000 sq ft. We would like Kuppum Black or Absolute Black; please quote both.',
});

const message = (at) => ({
  id: recordId('MSG', at, 9),
  submittedAt: new Date(at).toISOString(),
  source: 'contact',
  firstName: 'Ravi Teja',
  lastName: 'Pothula',
  email: 'raviteja.p@example.com',
  phone: '9912345678',
  projectType: 'residential',
  message: 'Can we see the Madanpalli White slabs at your Pakala yard this Saturday? We are building a house in Tirupati.',
});

/** An SMTP server on 127.0.0.1 that accepts every message and keeps only the count. */
async function startMailSink() {
  let accepted = 0;
  const waiters = new Set();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted += 1;
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** Resolves once `count` messages have arrived; fails after 30 s. */
    waitFor(count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (accepted < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the desk's mail did not arrive: ${accepted} of ${count} messages`));
        }, 30_000);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** POSTs one record the way the shop does; anything but 201 stops the script. */
async function deliver(url, kind, record) {
  const answer = await fetch(`${url}/deliveries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN, 'Idempotency-Key': record.id },
    body: JSON.stringify({ kind, schemaVersion: 1, record, origin: SHOP_ORIGIN, sentAt: new Date().toISOString() }),
  });
  if (answer.status !== 201) throw new Error(`the scratch inbox refused the ${kind}: ${answer.status} ${await answer.text()}`);
}

/** Opens the page a click or key press leads to. */
async function following(page, action) {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), action()]);
}

/** Photographs the desk with `browser` into `out`; returns the files written. */
export async function shootDesk(browser, out) {
  compileInbox();
  const { openStorage } = inboxModule('storage');
  const { addStaff } = inboxModule('staff');
  const { listenInbox } = inboxModule('server');
  const shopRules = inboxModule('shopRules');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-screenshots-'));
  // What to stop, last started first; each stop runs even when one before it failed.
  const stops = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  const stopAll = async () => {
    const failures = [];
    for (const stop of stops) await stop().catch((error) => failures.push(error));
    return failures;
  };
  let shots;
  try {
    const mail = await startMailSink();
    stops.unshift(mail.close);
    const storage = await openStorage({ dataDir });
    stops.unshift(storage.close);
    await addStaff(storage.sql, STAFF.name, STAFF.password);
    const inbox = await listenInbox({
      shopOrigins: [SHOP_ORIGIN],
      storage,
      host: '127.0.0.1',
      port: 0,
      mail: { smtpUrl: mail.url, ownerEmail: OWNER_EMAIL, from: OWNER_EMAIL },
      publicUrl: null,
      trustProxy: [],
    });
    stops.unshift(inbox.close);

    // Placed, requested and written a little apart, as a morning's arrivals would be.
    const now = Date.now();
    const asked = quote(now - 25 * MINUTE);
    await deliver(inbox.url, 'order', order(shopRules, now - 40 * MINUTE));
    await deliver(inbox.url, 'quote', asked);
    await deliver(inbox.url, 'enquiry', message(now - 10 * MINUTE));
    // The owner's three notices have gone out, so each record page says "sent".
    await mail.waitFor(3);

    const page = await browser.newPage();
    stops.unshift(() => page.close());
    await page.setViewport({ width: 1280, height: 900 });
    shots = [];
    // The top of the page down to the end of its content, at most `maxHeight` pixels: no empty margin below.
    const shoot = async (file, maxHeight) => {
      const bottom = await page.evaluate(() => document.querySelector('main').getBoundingClientRect().bottom);
      await page.screenshot({ path: path.join(out, file), clip: { x: 0, y: 0, width: 1280, height: Math.min(Math.ceil(bottom) + 24, maxHeight) } });
      shots.push(file);
    };

    await page.goto(`${inbox.url}/`, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== '/sign-in') throw new Error(`the desk did not ask to sign in: ${page.url()}`);
    await page.type('#name', STAFF.name);
    await shoot('desk-sign-in.png', 800);

    await page.type('#password', STAFF.password);
    await following(page, () => page.keyboard.press('Enter'));
    if (new URL(page.url()).pathname !== '/') throw new Error(`signing in to the desk failed: ${page.url()}`);
    await shoot('desk-list.png', 800);

    await following(page, () => page.click(`a[href="/records/${asked.id}"]`));
    await shoot('desk-quote.png', 900);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const [failure] = await stopAll();
  if (failure) throw failure;
  return shots;
}
