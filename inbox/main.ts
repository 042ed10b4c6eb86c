/** `npm run inbox`: reads the settings from the environment, starts the inbox, stops it on Ctrl+C or SIGTERM. */
import { ConfigError, readConfig, type InboxConfig } from './config';
import { DELIVERIES_PATH, startInbox } from './server';

async function main(): Promise<void> {
  let config: InboxConfig;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`inbox: not started. ${error.message}`);
    process.exitCode = 1;
    return;
  }
  // One JSON line per request at 'info'; LOG_LEVEL=warn keeps only problems (the benchmark uses it).
  const inbox = await startInbox(config, { logger: { level: process.env.LOG_LEVEL?.trim() || 'info' } });
  const where = 'databaseUrl' in config.storage ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.storage.dataDir}`;
  console.log(`inbox: listening on ${inbox.url} (page ${inbox.url}/, deliveries ${inbox.url}${DELIVERIES_PATH}); storage: ${where}`);
  console.log(`inbox: accepting deliveries from ${config.shopOrigins.join(', ')}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`inbox: ${signal}, stopping`);
    inbox.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('inbox: could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('inbox: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
