import { accountAreaTexts, paths, USER_ROLES } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';
import { ProfileMenu } from './profile-menu';

const areaOf = { client: paths.dashboard, photographer: paths.photographerDashboard, admin: paths.studio } as const;
const labelOf = {
  client: accountAreaTexts.client,
  photographer: accountAreaTexts.photographer,
  admin: accountAreaTexts.admin,
} as const;

describe('ProfileMenu: the account menu of every signed-in area (issue 23)', () => {
  it.each(USER_ROLES)(
    'offers a %s their name, their own area, settings and sign-out, and no other area',
    async (role) => {
      const onLogout = vi.fn();
      renderWithProviders(
        <ProfileMenu
          user={userFixture({ role, username: 'Njeri Wambui' })}
          profilePath={paths.accountProfile}
          onLogout={onLogout}
          loggingOut={false}
        />,
      );
      const button = screen.getByRole('button', { name: /Njeri Wambui.*account menu/ });
      await userEvent.click(button);
      const menu = screen.getByRole('menu', { name: accountAreaTexts.menuLabel });
      expect(within(menu).getByText('Njeri Wambui')).toBeInTheDocument();
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((i) => i.textContent?.trim())).toEqual([
        labelOf[role],
        accountAreaTexts.viewProfile,
        accountAreaTexts.settings,
        accountAreaTexts.logout,
      ]);
      expect(items[0]).toHaveAttribute('href', areaOf[role]);
      expect(items[2]).toHaveAttribute('href', paths.settings);
      // Never an area of a role this user lacks.
      for (const other of USER_ROLES.filter((r) => r !== role)) {
        expect(within(menu).queryByRole('menuitem', { name: labelOf[other] })).not.toBeInTheDocument();
      }
      // The first item takes focus; the keyboard reaches sign-out.
      expect(items[0]).toHaveFocus();
      await userEvent.keyboard('{End}{Enter}');
      expect(onLogout).toHaveBeenCalledTimes(1);
    },
  );

  it('offers no area when no user is stored (Guest)', async () => {
    renderWithProviders(
      <ProfileMenu user={null} profilePath={paths.accountProfile} onLogout={() => {}} loggingOut={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Guest.*account menu/ }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual([
      accountAreaTexts.viewProfile,
      accountAreaTexts.settings,
      accountAreaTexts.logout,
    ]);
  });

  it('on phones in a crowded bar, shows the avatar alone but keeps the name as the button’s name', () => {
    renderWithProviders(
      <ProfileMenu
        user={userFixture({ username: 'Njeri Wambui' })}
        profilePath={paths.accountProfile}
        onLogout={() => {}}
        loggingOut={false}
        compact
      />,
    );
    expect(screen.getByTestId('top-bar-username')).toHaveClass('sr-only', 'sm:not-sr-only');
    expect(screen.getByRole('button', { name: /Njeri Wambui/ })).toBeInTheDocument();
  });
});
