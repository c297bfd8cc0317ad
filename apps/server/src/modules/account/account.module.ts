import fp from 'fastify-plugin';
import { queuedMailer } from '../../mail/mail-queue';
import { createPasswordHasher } from '../auth/password-hasher';
import { accountRoutes } from './account.routes';
import { accountService } from './account.service';
import { ensureAdminAccount } from './admin';
import { avatarStore } from './avatar-store';

/**
 * The account module (docs/decisions/0045-modules-assemble-themselves.md): `/api/me`, the account
 * settings and profile pictures on one service, built once on the sessions of the auth module;
 * at start, the first studio-staff account from ADMIN_EMAIL and ADMIN_PASSWORD.
 */
export const accountModule = fp(
  async (app) => {
    const users = app.users.repository;
    const hasher = createPasswordHasher();
    const avatars = avatarStore(app.media);
    const service = accountService({
      db: app.db,
      users,
      resetCodes: app.signIn.resetCodes,
      sessions: app.sessions,
      hasher,
      avatars,
      mailer: queuedMailer(app.jobs),
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
      deletionHooks: app.accountDeletionHooks,
    });

    app.addHook('onReady', async () => {
      const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.env;
      if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
      const outcome = await ensureAdminAccount(
        { users, hasher },
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { resetPassword: false },
      );
      if (outcome !== 'unchanged') app.log.info({ email: ADMIN_EMAIL }, `admin account ${outcome}`);
    });

    await app.register(accountRoutes, { service, avatars });
  },
  { name: 'account', dependencies: ['auth', 'users', 'sign-in'] },
);
