import { accountTexts, authTexts, siteTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';
import { DeleteAccount, PasswordSettings, ProfileSettings } from './account-settings';
import { LanguageSettings } from './language-settings';

const user = userFixture();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each request waits until the test answers it. */
function heldFetch() {
  const answers: ((res: Response | Error) => void)[] = [];
  const fetch = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve, reject) =>
        answers.push((res) => (res instanceof Error ? reject(res) : resolve(res))),
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (res: Response | Error) => answers.shift()!(res) };
}

const fieldError = (field: string, message: string) =>
  json(400, { message, code: 'VALIDATION', errors: { [field]: [message] } });

afterEach(() => vi.unstubAllGlobals());

describe('ProfileSettings: the name (issue 23)', () => {
  it('checks the name with the shared schema, is busy while saving, then says so and shows the saved name', async () => {
    const { fetch, answer } = heldFetch();
    renderWithProviders(<ProfileSettings user={user} />);
    const name = screen.getByLabelText(accountTexts.nameSettingsLabel);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: accountTexts.nameSave }));
    expect(name).toHaveAccessibleDescription(accountTexts.nameRequired);
    expect(name).toHaveFocus();
    // A control character (pasted from elsewhere) is refused before anything is sent.
    name.focus();
    await userEvent.paste('Wanjiru\u0007Kamau');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.nameSave }));
    expect(name).toHaveAccessibleDescription(accountTexts.nameControlCharacters);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(name);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(name, '  Wanjiru K ');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.nameSave }));
    expect(screen.getByRole('button', { name: accountTexts.nameSave })).toBeDisabled();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ username: 'Wanjiru K' });
    answer(json(200, { message: accountTexts.usernameSaved, user: { ...user, username: 'Wanjiru K' } }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountTexts.usernameSaved);
    expect(name).toHaveValue('Wanjiru K');
    expect(screen.getByRole('button', { name: accountTexts.nameSave })).toBeEnabled();
  });

  it("puts the server's message under the field, and typing clears it", async () => {
    const { answer } = heldFetch();
    renderWithProviders(<ProfileSettings user={user} />);
    const name = screen.getByLabelText(accountTexts.nameSettingsLabel);
    await userEvent.type(name, 'x');
    await userEvent.click(screen.getByRole('button', { name: accountTexts.nameSave }));
    answer(fieldError('username', accountTexts.usernameInvalid));
    expect(await screen.findByText(accountTexts.usernameInvalid)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(accountTexts.usernameInvalid);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(name, 'y');
    expect(screen.queryByText(accountTexts.usernameInvalid)).not.toBeInTheDocument();
  });
});

describe('PasswordSettings', () => {
  it('shows the schema messages under the fields and sends nothing; typing clears that field only', async () => {
    const { fetch } = heldFetch();
    renderWithProviders(<PasswordSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription(accountTexts.passwordRequired);
    // The first field in error takes focus once the messages are on screen (a slow machine: later).
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(current, 'a');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("is busy while sending; the server's field message lands under its field and takes focus; a failure is said beside the button", async () => {
    const { answer } = heldFetch();
    renderWithProviders(<PasswordSettings />);
    const current = screen.getByLabelText('Current password');
    await userEvent.type(current, 'Wrong1pass');
    await userEvent.type(screen.getByLabelText('New password'), 'Jacaranda42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Jacaranda42');
    const button = screen.getByRole('button', { name: 'Change password' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    answer(fieldError('currentPassword', accountTexts.currentPasswordWrong));
    expect(await screen.findByText(accountTexts.currentPasswordWrong)).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription(accountTexts.currentPasswordWrong);
    expect(current).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(button);
    answer(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.fallbackFailure);
    expect(current).toHaveValue('Wrong1pass');
  });

  it('clears the fields and says so once changed', async () => {
    const { answer } = heldFetch();
    renderWithProviders(<PasswordSettings />);
    await userEvent.type(screen.getByLabelText('Current password'), 'Password1');
    await userEvent.type(screen.getByLabelText('New password'), 'Jacaranda42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Jacaranda42');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    answer(json(200, { message: accountTexts.passwordChanged }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountTexts.passwordChanged);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });
});

describe('DeleteAccount', () => {
  /** Opens the confirmation: its password field and its delete button. */
  async function openDialog(onDeleted: () => void) {
    renderWithProviders(<DeleteAccount onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    return {
      dialog,
      password: within(dialog).getByLabelText('Your password, to confirm'),
      confirm: within(dialog).getByRole('button', { name: 'Delete my account' }),
    };
  }

  it("says the server's refusal, or the failure text, under the password; cancelling starts again", async () => {
    const { answer } = heldFetch();
    const onDeleted = vi.fn();
    const { dialog, password, confirm } = await openDialog(onDeleted);

    await userEvent.click(confirm);
    expect(password).toHaveAccessibleDescription(accountTexts.passwordRequired);

    await userEvent.type(password, 'Wrong1pass');
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    answer(fieldError('password', accountTexts.currentPasswordWrong));
    expect(await within(dialog).findByText(accountTexts.currentPasswordWrong)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(accountTexts.currentPasswordWrong);

    await userEvent.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(confirm);
    answer(new TypeError('Failed to fetch'));
    expect(await within(dialog).findByText(authTexts.fallbackFailure)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(authTexts.fallbackFailure);
    expect(onDeleted).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveValue('');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('deletes after the password and tells the page', async () => {
    const { answer } = heldFetch();
    const onDeleted = vi.fn();
    const { password, confirm } = await openDialog(onDeleted);
    await userEvent.type(password, 'Password1');
    await userEvent.click(confirm);
    answer(json(200, { message: accountTexts.accountDeleted }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  });
});

describe('LanguageSettings', () => {
  it('shows the language chosen at once while it is saved, and the saved one again when saving fails', async () => {
    const { fetch, answer } = heldFetch();
    renderWithProviders(<LanguageSettings user={{ ...user, language: 'en' }} />);
    const kiswahili = screen.getByRole('radio', { name: 'Kiswahili' });
    await userEvent.click(kiswahili);
    // Checked in the click's own render, before the server has answered.
    expect(kiswahili).toBeChecked();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ language: 'sw' });
    answer(new TypeError('Failed to fetch'));
    expect(await screen.findByText(authTexts.fallbackFailure)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('group', { name: siteTexts.language.preference.title })).toBeInTheDocument();
  });
});
