// A throw-away certificate for 127.0.0.1, so the benchmark can serve over
// HTTP/2 like a real host (browsers speak HTTP/2 only over TLS). Made with the
// system's openssl; without it the benchmark falls back to HTTP/1.1 and says so.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Resolves to { key, cert } (PEM buffers), or null when openssl is not available. */
export function makeLocalCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
        '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore', timeout: 30_000 },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
