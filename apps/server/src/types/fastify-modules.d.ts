import type { AuditRepository } from '../modules/audit/audit.repository';
import type { PhotographersRepository } from '../modules/photographers/photographers.repository';
import type { UsersRepository } from '../modules/users/users.repository';

/**
 * What modules offer each other on the instance (docs/decisions/0045-modules-assemble-themselves.md):
 * each module plugin decorates it with the parts other modules use, built once; a module that
 * uses them names that module in its `dependencies`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The users module: the users table. */
    users: { repository: UsersRepository };
    /** The photographers module: the portfolios. */
    photographers: { repository: PhotographersRepository };
    /** The audit module: the console's audit log. */
    audit: { repository: AuditRepository };
  }
}
