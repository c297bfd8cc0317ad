import type { UserRole } from './constants';
import { paths } from './routes';
import { accountAreaTexts } from './texts/account';

/** A part of the signed-in app a user may go to, as a menu offers it. */
export interface AccountArea {
  /** The role that opens it. */
  role: UserRole;
  label: string;
  path: string;
}

/**
 * docs/rules/history.md#issue-23: the areas a user holds a role for, for every account menu (the dashboards', the
 * console's and the public header's): a client's dashboard, a photographer's dashboard, studio
 * staff's console. One account has one role, so one area; nobody is offered an area of a role they
 * lack. Settings and sign-out are every user's and not listed here.
 */
export function accountAreas(role: UserRole | null | undefined): AccountArea[] {
  switch (role) {
    case 'client':
      return [{ role, label: accountAreaTexts.client, path: paths.dashboard }];
    case 'photographer':
      return [{ role, label: accountAreaTexts.photographer, path: paths.photographerDashboard }];
    case 'admin':
      return [{ role, label: accountAreaTexts.admin, path: paths.studio }];
    default:
      return [];
  }
}

/** Where a user lands after signing in, and where "back to my dashboard" leads: their own area. */
export function homePathFor(role: UserRole | null | undefined): string {
  return accountAreas(role)[0]?.path ?? paths.dashboard;
}
