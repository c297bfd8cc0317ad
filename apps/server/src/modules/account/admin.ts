import { accountEmailSchema, authTexts, newPasswordSchema } from '@studio/shared';
import { isCommonPassword } from '../auth/common-passwords';
import type { PasswordHasher } from '../auth/password-hasher';
import type { UsersRepository } from '../users/users.repository';

export class AdminAccountError extends Error {}

/** The first studio-staff account must meet the same rules as every other (docs/rules/accounts-and-auth.md#passwords). */
export function checkAdminCredentials(
  email: string,
  password: string,
  names = { email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD' },
): { email: string; password: string } {
  const e = accountEmailSchema.safeParse(email);
  if (!e.success) throw new AdminAccountError(`${names.email}: ${e.error.issues[0]?.message}`);
  const p = newPasswordSchema.safeParse(password);
  if (!p.success) throw new AdminAccountError(`${names.password}: ${p.error.issues[0]?.message}`);
  if (isCommonPassword(password)) throw new AdminAccountError(`${names.password}: ${authTexts.passwordTooCommon}`);
  return { email: e.data, password: p.data };
}

/**
 * Creates the studio-staff account (role admin), or makes an existing account admin.
 * `resetPassword` (the admin:create command) also replaces an existing account's password and
 * signs it out everywhere; at start-up an existing account's password is left alone.
 */
export async function ensureAdminAccount(
  deps: { users: UsersRepository; hasher: PasswordHasher },
  credentials: { email: string; password: string },
  opts: { resetPassword: boolean; names?: { email: string; password: string } },
): Promise<'created' | 'promoted' | 'updated' | 'unchanged'> {
  const { email, password } = checkAdminCredentials(credentials.email, credentials.password, opts.names);
  const existing = await deps.users.findByEmail(email);
  if (!existing) {
    const created = await deps.users.create({
      email,
      username: 'Studio admin',
      passwordHash: await deps.hasher.hash(password),
      role: 'admin',
      // docs/rules/history.md#issue-23: a working name for the first staff account, changeable in Settings; not asked again.
      nameChosenAt: new Date(),
    });
    if (created) return 'created';
    // Created by another process at the same moment: fall through to the existing account.
    return ensureAdminAccount(deps, credentials, opts);
  }
  let outcome: 'promoted' | 'updated' | 'unchanged' = 'unchanged';
  if (existing.role !== 'admin') {
    await deps.users.update(existing.id, { role: 'admin' });
    outcome = 'promoted';
  }
  if (opts.resetPassword) {
    await deps.users.setPassword(existing.id, await deps.hasher.hash(password));
    if (outcome === 'unchanged') outcome = 'updated';
  }
  return outcome;
}
