import type { CurrentUser } from '@studio/shared';

/** A signed-in client as GET /api/me answers it. */
export const userFixture = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'wanjiru@example.com',
  username: 'wanjiru',
  avatar: null,
  role: 'client',
  createdAt: '2026-01-01T00:00:00.000Z',
  nameChosen: true,
  ...over,
});
