import fp from 'fastify-plugin';
import { auditRepository } from './audit.repository';

/**
 * The audit module (docs/decisions/0045-modules-assemble-themselves.md): the console's audit log,
 * offered as `app.audit.repository`; a service that changes something in a transaction records
 * its entry there with `auditRepository(tx)`.
 */
export const auditModule = fp(
  async (app) => {
    app.decorate('audit', { repository: auditRepository(app.db) });
  },
  { name: 'audit' },
);
