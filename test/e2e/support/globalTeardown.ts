export default async function globalTeardown() {
  const { __E2E_SERVER__: server, __E2E_BROWSER__: browser } = globalThis as {
    __E2E_SERVER__?: { close(): Promise<void> };
    __E2E_BROWSER__?: { close(): Promise<void> };
  };
  await browser?.close();
  await server?.close();
}
