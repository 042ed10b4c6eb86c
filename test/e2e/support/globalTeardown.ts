export default async function globalTeardown() {
  const { __E2E_SERVER__: server, __E2E_BROWSER__: browser, __E2E_DELIVERY_HUB__: hub } = globalThis as {
    __E2E_SERVER__?: { close(): Promise<void> };
    __E2E_BROWSER__?: { close(): Promise<void> };
    __E2E_DELIVERY_HUB__?: { close(): Promise<void> };
  };
  await hub?.close();
  await browser?.close();
  await server?.close();
}
