import { authTexts, studioSupportTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InvitationView } from './invitation-view';
import { StaffView } from './staff-view';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const me = {
  id: 'u1',
  email: 'studio-admin@picha.test',
  username: 'Studio admin',
  createdAt: '2026-11-01T08:00:00.000Z',
  you: true,
};
const other = { ...me, id: 'u2', email: 'njeri@example.com', username: 'njeri', you: false };
const invitation = {
  id: 'i1',
  email: 'otieno@example.com',
  invitedBy: me.email,
  createdAt: '2026-11-26T08:00:00.000Z',
  expiresAt: '2026-11-28T08:00:00.000Z',
};

describe('StaffView', () => {
  it('lists admins and invitations, checks the address, invites, revokes after a confirmation, and never offers to revoke the last admin', async () => {
    let admins = [me, other];
    const sent = stubApi({
      'GET /api/studio/staff': () => ({ status: 200, body: { admins, invitations: [invitation] } }),
      'POST /api/studio/staff/invitations': () => ({ status: 201, body: { invitation: { ...invitation, id: 'i2' } } }),
      'POST /api/studio/staff/u2/revoke': () => {
        admins = [me];
        return { status: 200, body: { message: texts.revoked({ email: other.email }) } };
      },
    });
    renderWithProviders(<StaffView />);
    const user = userEvent.setup();
    const adminsList = await screen.findByRole('region', { name: texts.adminsTitle });
    expect(within(adminsList).getAllByRole('listitem')).toHaveLength(2);
    expect(within(adminsList).getAllByRole('listitem')[0]).toHaveTextContent(texts.youBadge);
    expect(screen.getByRole('region', { name: texts.invitationsTitle })).toHaveTextContent('otieno@example.com');

    await user.type(screen.getByLabelText(texts.inviteLabel), 'not an address');
    await user.click(screen.getByRole('button', { name: texts.inviteSend }));
    expect(await screen.findByText(authTexts.emailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(texts.inviteLabel));
    await user.type(screen.getByLabelText(texts.inviteLabel), 'Kamau@Example.com');
    // The invitation's language: the page's at first, Kiswahili chosen.
    expect(screen.getByLabelText(texts.inviteLanguage)).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText(texts.inviteLanguage), 'Kiswahili');
    await user.click(screen.getByRole('button', { name: texts.inviteSend }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/api/studio/staff/invitations',
          body: { email: 'kamau@example.com', language: 'sw' },
        },
      ]),
    );

    const row = within(adminsList).getAllByRole('listitem')[1]!;
    await user.click(within(row).getByRole('button', { name: texts.revoke }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.revokeTitle({ email: other.email }) });
    await user.click(within(dialog).getByRole('button', { name: texts.revoke }));
    expect(await screen.findByText(texts.revoked({ email: other.email }))).toBeInTheDocument();
    await waitFor(() => expect(within(adminsList).getAllByRole('listitem')).toHaveLength(1));

    // The last admin: Revoke is not offered, and the row says why.
    expect(within(adminsList).queryByRole('button', { name: texts.revoke })).not.toBeInTheDocument();
    expect(within(adminsList).getByRole('listitem')).toHaveTextContent(texts.lastAdminNote);
  });
});

describe('InvitationView', () => {
  it('says why a link no longer works', async () => {
    window.history.replaceState(null, '', '/staff-invitation#spent-token');
    stubApi({
      'POST /api/staff-invitations/lookup': {
        status: 200,
        body: { state: 'expired', message: texts.invitationExpired, email: null, accountExists: false },
      },
    });
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(texts.invitationExpired)).toHaveAttribute('role', 'alert');
    // The token left the address bar.
    expect(window.location.hash).toBe('');
  });

  it('an unknown link is said so', async () => {
    window.history.replaceState(null, '', '/staff-invitation#nope');
    stubApi({
      'POST /api/staff-invitations/lookup': {
        status: 404,
        body: { message: texts.invitationUnknown, code: 'NOT_FOUND' },
      },
    });
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(texts.invitationUnknown)).toBeInTheDocument();
  });

  it('creates the account with sign-up’s password rules', async () => {
    window.history.replaceState(null, '', '/staff-invitation#good-token');
    const sent = stubApi({
      'POST /api/staff-invitations/lookup': {
        status: 200,
        body: {
          state: 'valid',
          message: texts.invitationFor({ email: 'new@example.com' }),
          email: 'new@example.com',
          accountExists: false,
        },
      },
      'POST /api/staff-invitations/signup': {
        status: 201,
        body: {
          message: texts.invitationAccepted,
          user: {
            id: 'u3',
            email: 'new@example.com',
            username: 'new',
            avatar: null,
            role: 'admin',
            createdAt: '2026-11-26T08:00:00.000Z',
          },
        },
      },
    });
    renderWithProviders(<InvitationView />);
    const user = userEvent.setup();
    expect(await screen.findByText(texts.invitationFor({ email: 'new@example.com' }))).toBeInTheDocument();
    await user.type(screen.getByLabelText(texts.passwordLabel), 'short');
    await user.click(screen.getByRole('button', { name: texts.invitationCreateSubmit }));
    expect(await screen.findByText(authTexts.passwordMin)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(texts.passwordLabel));
    await user.type(screen.getByLabelText(texts.passwordLabel), 'Kilimanjaro7');
    await user.type(screen.getByLabelText(texts.confirmPasswordLabel), 'Kilimanjaro7');
    await user.click(screen.getByRole('button', { name: texts.invitationCreateSubmit }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'POST',
        url: '/api/staff-invitations/signup',
        body: { token: 'good-token', password: 'Kilimanjaro7', confirmPassword: 'Kilimanjaro7' },
      }),
    );
  });

  it('asks an existing account to sign in first', async () => {
    window.history.replaceState(null, '', '/staff-invitation#good-token');
    stubApi({
      'POST /api/staff-invitations/lookup': {
        status: 200,
        body: {
          state: 'valid',
          message: texts.invitationFor({ email: 'old@example.com' }),
          email: 'old@example.com',
          accountExists: true,
        },
      },
    });
    renderWithProviders(<InvitationView />);
    expect(await screen.findByText(texts.invitationSignIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.invitationSignInLink })).toHaveAttribute(
      'href',
      '/signup?mode=signin&next=%2Fstaff-invitation',
    );
    expect(window.sessionStorage.getItem('staffInvitationToken')).toBe('good-token');
  });
});
