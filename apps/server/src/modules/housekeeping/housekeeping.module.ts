import fp from 'fastify-plugin';
import { housekeepingJob } from './housekeeping.job';

/** The housekeeping module (docs/decisions/0045-modules-assemble-themselves.md): the hourly cleanups, as one job of the queue. */
export const housekeepingModule = fp(
  async (app) => {
    await housekeepingJob(app);
  },
  { name: 'housekeeping' },
);
