import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import { startServer, type RunningServer } from '../../scripts/server.cjs';
import { climbingPaths, rawGet } from '../support/httpClient';

// No request reads a byte from outside the served folder: not through `..` in
// any spelling, not through a sibling folder whose name starts like the served
// one's, not through a link inside it that points out. A link that leads
// nowhere is passed over: the server starts and answers it as not found.

const SIBLINGS = ['dist-old', 'dist.bak', 'dist-x', 'outside'];

let site: string;
let dist: string;

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-traversal-'));
  dist = path.join(site, 'dist');
  fs.mkdirSync(path.join(dist, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
  fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  fs.mkdirSync(hostingDirOf(dist));
  fs.writeFileSync(path.join(hostingDirOf(dist), 'prerendered.json'), JSON.stringify({ pages: [{ path: '/', file: 'index.html', status: 200 }, { path: '*', file: '404.html', status: 404 }] }));
  for (const sibling of SIBLINGS) {
    fs.mkdirSync(path.join(site, sibling));
    fs.writeFileSync(path.join(site, sibling, 'secret.txt'), `SECRET of ${sibling}`);
  }
  fs.symlinkSync(path.join(site, 'outside', 'secret.txt'), path.join(dist, 'leak.txt'));
  fs.symlinkSync(path.join(site, 'outside'), path.join(dist, 'leaked'));
  fs.symlinkSync(path.join(dist, 'gone.js'), path.join(dist, 'broken.js'));
  fs.symlinkSync(path.join(site, 'gone'), path.join(dist, 'chunks', 'broken'));
  // A link that stays inside is served like the file it names.
  fs.symlinkSync(path.join(dist, 'index.html'), path.join(dist, 'chunks', 'home.html'));
});

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

const attempts = [
  ...SIBLINGS.flatMap(climbingPaths),
  '/leak.txt',
  '/leak%2etxt',
  '/leaked/secret.txt',
  '/leaked%2fsecret.txt',
  '/./leaked/../leaked/secret.txt',
];

// Listing the folder once (npm start) or looking each file up (npm run serve -- --watch).
describe.each([false, true])('the server (live %s) keeps every request inside the build folder', (live) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ root: dist, live });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the folder itself (so the refusals below are not a dead server)', async () => {
    const reply = await rawGet(server.url, '/index.html');
    expect([reply.status, reply.body]).toEqual([200, '<!doctype html><title>Shop</title>']);
  });

  it('passes over the links that lead nowhere, and serves a link that stays inside', async () => {
    expect((await rawGet(server.url, '/broken.js')).status).toBe(404);
    expect((await rawGet(server.url, '/chunks/broken')).status).toBe(404);
    const inside = await rawGet(server.url, '/chunks/home.html');
    expect([inside.status, inside.body]).toEqual([200, '<!doctype html><title>Shop</title>']);
  });

  it.each(attempts)('%j answers 400 or 404 without a byte from outside', async (rawPath) => {
    const reply = await rawGet(server.url, rawPath);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body).not.toContain('SECRET');
  });
});
