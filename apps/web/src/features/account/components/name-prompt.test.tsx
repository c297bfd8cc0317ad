import { accountTexts, STORAGE_KEYS } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import { renderWithProviders } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';
import { NamePrompt } from './name-prompt';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The prompt as the layouts use it: fed by the stored user, which a save replaces. */
function Stored() {
  return <NamePrompt user={useCurrentUser()} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(STORAGE_KEYS.user);
});

describe('NamePrompt (issue 23)', () => {
  it('asks nothing of an account whose name was chosen, or of a user stored by an older version', () => {
    const { unmount } = renderWithProviders(<NamePrompt user={userFixture({ nameChosen: true })} />);
    expect(screen.queryByTestId('name-prompt')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<NamePrompt user={userFixture({ nameChosen: undefined })} />);
    expect(screen.queryByTestId('name-prompt')).not.toBeInTheDocument();
  });

  it('asks an account named after its address once: the shared schema checks, the name saves, and the card goes for good', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const { username } = JSON.parse(String(init?.body)) as { username: string };
      return json(200, {
        message: accountTexts.usernameSaved,
        user: userFixture({ username, nameChosen: true }),
      });
    });
    vi.stubGlobal('fetch', fetch);
    sessionStore.set(userFixture({ username: 'njeri.wambui.mwyufdl0', nameChosen: false }));
    renderWithProviders(<Stored />);

    expect(screen.getByRole('heading', { name: accountTexts.namePromptTitle })).toBeInTheDocument();
    const field = screen.getByLabelText(accountTexts.namePromptLabel);
    // Never the handle as a suggestion.
    expect(field).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.namePromptSave }));
    expect(field).toHaveAccessibleDescription(accountTexts.nameRequired);
    expect(field).toHaveFocus();
    await userEvent.type(field, 'N');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.namePromptSave }));
    expect(field).toHaveAccessibleDescription(accountTexts.usernameInvalid);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '  Njeri Wambui ');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.namePromptSave }));
    await waitFor(() => expect(screen.queryByTestId('name-prompt')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/me');
    expect(fetch.mock.calls[0]![1]!.method).toBe('PATCH');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ username: 'Njeri Wambui' });
    expect(sessionStore.get()).toMatchObject({ username: 'Njeri Wambui', nameChosen: true });
  });

  it("says the server's refusal under the field and keeps asking", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json(400, {
          message: accountTexts.nameControlCharacters,
          code: 'VALIDATION',
          errors: { username: [accountTexts.nameControlCharacters] },
        }),
      ),
    );
    sessionStore.set(userFixture({ nameChosen: false }));
    renderWithProviders(<Stored />);
    const field = screen.getByLabelText(accountTexts.namePromptLabel);
    await userEvent.type(field, 'Njeri Wambui');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.namePromptSave }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(accountTexts.nameControlCharacters));
    expect(screen.getByTestId('name-prompt')).toBeInTheDocument();
  });
});
