import fp from 'fastify-plugin';
import { createPasswordHasher } from '../auth/password-hasher';
import { staffRoutes } from './staff.routes';
import { staffService } from './staff.service';

/**
 * The staff module (docs/decisions/0045-modules-assemble-themselves.md): the console's staff
 * accounts and the invitee's side of an invitation.
 */
export const staffModule = fp(
  async (app) => {
    const service = staffService({
      db: app.db,
      jobs: app.jobs,
      hasher: createPasswordHasher(),
      publicUrl: app.env.PUBLIC_URL,
    });
    await app.register(staffRoutes, { service });
  },
  { name: 'staff', dependencies: ['auth'] },
);
