import fp from 'fastify-plugin';
import { usersRepository } from './users.repository';

/**
 * The users module (docs/decisions/0045-modules-assemble-themselves.md): the users table's
 * repository, built once and offered as `app.users.repository` to the modules above it (auth,
 * account).
 */
export const usersModule = fp(
  async (app) => {
    app.decorate('users', { repository: usersRepository(app.db) });
  },
  { name: 'users' },
);
