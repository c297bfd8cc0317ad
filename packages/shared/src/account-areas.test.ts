import { describe, expect, it } from 'vitest';
import { accountAreas, homePathFor } from './account-areas';
import { USER_ROLES } from './constants';
import { paths } from './routes';

describe('accountAreas (issue 23)', () => {
  it('offers each role its own area and nothing else', () => {
    expect(accountAreas('client').map((a) => a.path)).toEqual([paths.dashboard]);
    expect(accountAreas('photographer').map((a) => a.path)).toEqual([paths.photographerDashboard]);
    expect(accountAreas('admin').map((a) => a.path)).toEqual([paths.studio]);
  });

  it('never offers a client the photographer dashboard or the console, nor a photographer the client search', () => {
    for (const role of USER_ROLES) {
      const offered = accountAreas(role);
      expect(offered.every((a) => a.role === role)).toBe(true);
      expect(offered.every((a) => a.label.trim().length > 0)).toBe(true);
    }
    expect(accountAreas('client').some((a) => a.path.startsWith(paths.photographerDashboard))).toBe(false);
    expect(accountAreas('photographer').some((a) => a.path === paths.dashboard || a.path === paths.studio)).toBe(false);
  });

  it('offers a signed-out visitor no area', () => {
    expect(accountAreas(null)).toEqual([]);
    expect(accountAreas(undefined)).toEqual([]);
  });

  it('lands each role in its own area after sign-in: staff on the console', () => {
    expect(homePathFor('admin')).toBe(paths.studio);
    expect(homePathFor('photographer')).toBe(paths.photographerDashboard);
    expect(homePathFor('client')).toBe(paths.dashboard);
    expect(homePathFor(null)).toBe(paths.dashboard);
  });
});
