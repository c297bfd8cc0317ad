import { SIGN_IN_FAILURE_WINDOW_MINUTES } from '@studio/shared';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { queuedMailer } from '../../mail/mail-queue';
import { attemptCounter } from './attempt-counter';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';
import { createPasswordHasher } from './password-hasher';
import { resetCodesRepository } from './reset-codes.repository';

/**
 * The sign-in module (docs/decisions/0045-modules-assemble-themselves.md): signing up, in and out
 * and resetting a password, on the users module's repository and the auth plugin's sessions; offers
 * the reset codes as `app.signIn.resetCodes` (a password changed in the settings ends them). The
 * auth plugin itself (auth.plugin.ts: who is asking, the guards) is registered before every module,
 * since its request hook must be on the instance before any route is.
 */
export const authModule = fp<{ redis?: Redis }>(
  async (app, opts) => {
    const windowMs = SIGN_IN_FAILURE_WINDOW_MINUTES * 60 * 1000;
    const resetCodes = resetCodesRepository(app.db);
    app.decorate('signIn', { resetCodes });
    const service = authService({
      users: app.users.repository,
      resetCodes,
      sessions: app.sessions,
      hasher: createPasswordHasher(),
      failedSignIns: attemptCounter(
        { redis: opts.redis, log: app.log },
        'signin-failures',
        windowMs,
        'failed sign-ins',
      ),
      mailer: app.mailer,
      noticeMailer: queuedMailer(app.jobs),
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
    });
    await app.register(authRoutes, { service });
  },
  { name: 'sign-in', dependencies: ['auth', 'users'] },
);
