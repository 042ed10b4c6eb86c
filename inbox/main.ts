/**
 * `npm run inbox`: reads the settings from the environment, starts the inbox, stops it on Ctrl+C or SIGTERM.
 * `npm run inbox -- add-staff NAME`: adds a staff account, asking for its password; `remove-staff NAME` removes one.
 * `npm run inbox -- move-to-postgres`: copies the PGlite folder's inbox into an empty PostgreSQL (moveToPostgres.ts).
 * `npm run inbox -- backup FILE` / `restore FILE`: a snapshot of the records, and putting one back (backup.ts).
 */
import { moveToPostgresCommand } from './moveToPostgres';
import { DEFAULT_DATA_DIR } from './paths';
import { addStaffCommand, removeStaffCommand } from './staffCommands';
import { backupCommand } from './backup';
import { ConfigError, readConfig, readLogLevel, readStorageTarget, type InboxConfig } from './config';
import { DELIVERIES_PATH, NoStaffError, startInbox } from './server';

function describeStorage(target: InboxConfig['storage']): string {
  return 'databaseUrl' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${target.dataDir}`;
}

async function serve(): Promise<void> {
  let config: InboxConfig;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`inbox: not started. ${error.message}`);
    process.exitCode = 1;
    return;
  }
  // LOG_LEVEL=warn keeps only problems (the benchmark uses it).
  let inbox;
  try {
    inbox = await startInbox(config, { logger: { level: readLogLevel(process.env) } });
  } catch (error) {
    if (!(error instanceof NoStaffError)) throw error;
    console.error(`inbox: not started. ${error.message}`);
    process.exitCode = 1;
    return;
  }
  console.log(`inbox: listening on ${inbox.url} (desk ${inbox.url}/, deliveries ${inbox.url}${DELIVERIES_PATH}); storage: ${describeStorage(config.storage)}`);
  console.log(`inbox: accepting deliveries from ${config.shopOrigins.join(', ')}`);
  const { mail } = config;
  console.log(
    mail.smtpUrl
      ? `inbox: e-mail through SMTP_URL; new orders, quote requests and messages go to ${mail.ownerEmail ?? 'nobody (OWNER_EMAIL is not set)'}`
      : 'inbox: e-mail is off (SMTP_URL is not set): nobody is notified of anything that arrives',
  );

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

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'add-staff') {
    console.log(await addStaffCommand(readStorageTarget(process.env), rest.join(' ')));
    return;
  }
  if (command === 'remove-staff') {
    console.log(await removeStaffCommand(readStorageTarget(process.env), rest.join(' ')));
    return;
  }
  if (command === 'move-to-postgres') {
    console.log(await moveToPostgresCommand(process.env, process.env.INBOX_DATA_DIR?.trim() || DEFAULT_DATA_DIR));
    return;
  }
  if (command === 'backup' || command === 'restore') {
    console.log(await backupCommand(command, readStorageTarget(process.env), rest.join(' ')));
    return;
  }
  if (command !== undefined) {
    throw new Error(`unknown command "${command}": the inbox knows add-staff NAME, remove-staff NAME, move-to-postgres, backup FILE, restore FILE, or nothing to start`);
  }
  await serve();
}

main().catch((error: unknown) => {
  console.error('inbox:', error instanceof Error ? error.message : error);
  process.exit(1);
});
