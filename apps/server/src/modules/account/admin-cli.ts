/**
 * `npm run admin:create -- --email staff@example.com` creates a studio-staff account (role admin),
 * or makes an existing account admin and sets its password (signing it out everywhere). The
 * password comes from --password, else ADMIN_PASSWORD, else a prompt that does not echo.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { EnvError, loadEnv } from '../../config/env';
import { openDatabase } from '../../db/client';
import { runMigrations, withSchemaLock } from '../../db/migrate';
import { createPasswordHasher } from '../auth/password-hasher';
import { AdminAccountError, ensureAdminAccount } from './admin';
import { usersRepository } from '../users/users.repository';

async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new AdminAccountError('No password given: pass --password or set ADMIN_PASSWORD.');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new AdminAccountError('Cancelled.'));
          return;
        }
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: npm run admin:create -- --email <address> [--password <password>]');
    return;
  }
  const env = loadEnv();
  const email = values.email ?? env.ADMIN_EMAIL;
  if (!email) throw new AdminAccountError('No e-mail given: pass --email or set ADMIN_EMAIL.');
  const password = values.password ?? env.ADMIN_PASSWORD ?? (await promptHidden('Password for the admin account: '));

  const log = pino({ level: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, log);
  try {
    await withSchemaLock(database.pool, () => runMigrations(database.db));
    const outcome = await ensureAdminAccount(
      { users: usersRepository(database.db), hasher: createPasswordHasher() },
      { email, password },
      { resetPassword: true, names: { email: 'E-mail', password: 'Password' } },
    );
    const said = {
      created: 'created',
      promoted: 'made admin, with the new password',
      updated: 'was already admin; its password was replaced',
      unchanged: 'was already admin',
    }[outcome];
    console.log(`Admin account ${email.trim().toLowerCase()}: ${said}.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AdminAccountError || err instanceof EnvError ? err.message : err);
  process.exit(1);
});
