import { accountTexts, authTexts, paths, roleChoiceTexts } from '@studio/shared';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { type AuthMode, AuthScreen } from './auth-screen';

function Harness({ initial = 'signup' as AuthMode, next }: { initial?: AuthMode; next?: string }) {
  const [mode, setMode] = useState<AuthMode>(initial);
  return <AuthScreen mode={mode} onModeChange={setMode} next={next} />;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

/** Fills Sign Up with a valid address and password and sends it. */
async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(authTexts.nameLabel), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText('Email'), 'wanjiru@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1');
  await user.type(screen.getByLabelText('Confirm password'), 'Password1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('AuthScreen', { timeout: 20_000 }, () => {
  it('starts in Sign Up and walks every transition of SPEC 4', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const heading = () => screen.getByRole('heading', { level: 1 });
    expect(heading()).toHaveTextContent('Create your account');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(heading()).toHaveTextContent('Welcome back');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(heading()).toHaveTextContent('Forgot your password?');
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(heading()).toHaveTextContent('Welcome back');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(heading()).toHaveTextContent('Create your account');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the shared schema messages under the fields and sends nothing; typing in any field clears them all', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(accountTexts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(authTexts.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(authTexts.passwordMin)).toBeInTheDocument();
    // docs/rules/history.md#issue-23: the name comes first.
    expect(screen.getByLabelText(authTexts.nameLabel)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    // docs/rules/product.md#states: any input change clears the error, not only the one under the field that changed.
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText(authTexts.emailInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(authTexts.passwordMin)).not.toBeInTheDocument();
    // docs/rules/accounts-and-auth.md#passwords as amended: up to 128 characters.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '6 to 128 characters, with an upper-case letter, a lower-case letter and a number.',
    );
  });

  it("clears the server's field error and message when another field changes", async () => {
    const fetch = vi.fn().mockReturnValue(
      json(400, {
        message: authTexts.passwordTooCommon,
        code: 'VALIDATION',
        errors: { password: [authTexts.passwordTooCommon] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await signUp(user);
    expect(await screen.findByText(authTexts.passwordTooCommon)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(authTexts.passwordTooCommon)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    // And a message above the form (no field of its own) goes on any change too.
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.fallbackFailure);
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message, and the generic text when there is none", async () => {
    const fetch = vi
      .fn()
      .mockReturnValueOnce(json(401, { message: 'Invalid email or password.', code: 'UNAUTHORIZED' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="signin" />);
    await user.type(screen.getByLabelText('Email'), 'wanjiru@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.fallbackFailure);
  });

  it('Forgot Password moves to Enter OTP with the message, and a reset returns to Sign In', async () => {
    const fetch = vi
      .fn()
      .mockReturnValueOnce(json(200, { message: authTexts.otpSent({ email: 'wanjiru@example.com' }) }))
      .mockReturnValueOnce(json(200, { message: authTexts.resetSuccess }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="forgot" />);
    await user.type(screen.getByLabelText('Email'), 'Wanjiru@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(authTexts.otpSent({ email: 'wanjiru@example.com' }));
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiru@example.com');
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Jacaranda42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(authTexts.resetSuccess);
    const body = JSON.parse(fetch.mock.calls[1]![1].body as string);
    expect(body).toEqual({ email: 'wanjiru@example.com', otp: '123456', newPassword: 'Jacaranda42' });
  });

  it('is busy while a request runs (the button waits, the form is locked), then focuses the field the server named', async () => {
    let answer!: (res: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await signUp(user);
    const busy = screen.getByRole('button', { name: 'Please wait...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');

    answer(
      await json(400, {
        message: authTexts.passwordTooCommon,
        code: 'VALIDATION',
        errors: { password: [authTexts.passwordTooCommon] },
      }),
    );
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(authTexts.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(authTexts.passwordTooCommon));
    expect(password).toHaveFocus();
    // The message under the field is not said again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the visitor was sent to sign in, until they type or send', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness initial="signin" next={paths.roleChoice} />);
    expect(screen.getByRole('alert')).toHaveTextContent(roleChoiceTexts.notLoggedIn);
    await user.type(screen.getByLabelText('Email'), 'w');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Harness initial="signin" next={paths.roleChoice} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(authTexts.emailInvalid)).toBeInTheDocument();
  });

  it('the show/hide toggle switches the password fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });
});

describe('AuthScreen on a Kiswahili page', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('writes its titles, fields and links in Kiswahili', async () => {
    await loadAllAreas('sw');
    setLocaleSource(() => 'sw');
    renderWithProviders(<Harness initial="signin" />);
    expect(screen.getByRole('heading', { name: 'Karibu tena' })).toBeInTheDocument();
    expect(screen.getByLabelText('Barua pepe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nenosiri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Umesahau nenosiri?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jisajili' })).toBeInTheDocument();
  });
});
