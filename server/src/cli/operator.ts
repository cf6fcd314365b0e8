#!/usr/bin/env node
/**
 * `npm run operator:create` / `npm run operator:password` (see USAGE in
 * operatorCommand.ts). Opens the server's database with the server's
 * configuration, applies pending migrations, runs the command, exits 0 or 1.
 */
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { parseOperatorCommand, runOperatorCommand } from './operatorCommand.js';
import { readPassword } from './readPassword.js';

async function askPassword(): Promise<string> {
  const fromEnvironment = process.env.NEW_OPERATOR_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  const first = await readPassword('New operator password (at least 12 characters): ');
  if (!process.stdin.isTTY) return first;
  const again = await readPassword('The same password again: ');
  if (again !== first) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}

async function main(): Promise<void> {
  const command = parseOperatorCommand(process.argv.slice(2));
  const config = loadConfig();
  const password = await askPassword();
  const db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 2) : await openPglite(config.DATA_DIR);
  try {
    await migrate(db);
    console.log(await runOperatorCommand({ db, clock: systemClock }, command, password));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
