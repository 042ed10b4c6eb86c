export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: { close(): Promise<void> } }).__E2E_SERVER__;
  await server?.close();
}
