import fp from 'fastify-plugin';
import { paymentsRoutes } from './payments.routes';
import { setupPayments } from './payments.setup';

/**
 * The payments module (docs/decisions/0038-mpesa-payments.md, 0045-modules-assemble-themselves.md):
 * builds the payments' service (and, with MPESA_ENV=local, the Daraja stand-in) and offers it as
 * `app.payments`, which the booking lifecycle calls on accept, cancel and complete; registers the
 * payment routes and Daraja's callbacks.
 */
export const paymentsModule = fp(
  async (app) => {
    const payments = await setupPayments({
      env: app.env,
      db: app.db,
      jobs: app.jobs,
      notifications: app.notifications,
      changes: app.changes,
      log: app.log,
    });
    app.decorate('payments', payments.service);
    app.decorate('mpesaStandin', payments.standin);
    app.addHook('onClose', async () => {
      await payments.standin?.close();
    });
    await app.register(paymentsRoutes, { service: payments.service });
  },
  { name: 'payments', dependencies: ['auth', 'notifications'] },
);
