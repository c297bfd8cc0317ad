import { CONTACT_MESSAGE_MAX, contactTexts } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mockFetch(respond: () => Promise<Response> | Response) {
  const fn = vi.fn(async () => respond());
  vi.stubGlobal('fetch', fn);
  return fn;
}

const fields = () => ({
  name: screen.getByLabelText('Name'),
  email: screen.getByLabelText('Email'),
  message: screen.getByLabelText('Message'),
  submit: screen.getByRole('button', { name: 'Send message' }),
});

async function fill(values: { name?: string; email?: string; message?: string }) {
  const f = fields();
  if (values.name) await userEvent.type(f.name, values.name);
  if (values.email) await userEvent.type(f.email, values.email);
  if (values.message) await userEvent.type(f.message, values.message);
  return f;
}

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every required message under its field, sends nothing and focuses the first wrong field', async () => {
    const fetch = mockFetch(() => json(201, { message: contactTexts.success }));
    renderWithProviders(<ContactForm />);
    const f = fields();
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.messageRequired)).toBeInTheDocument();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription(contactTexts.nameRequired);
    expect(f.message).toHaveAccessibleDescription(contactTexts.messageRequired);
    expect(f.name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Email is invalid' for an address that does not look like one, and sends nothing", async () => {
    const fetch = mockFetch(() => json(201, { message: contactTexts.success }));
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: 'Wanjiku', email: 'wanjiku@example', message: 'Hello' });
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(contactTexts.nameRequired)).not.toBeInTheDocument();
    expect(f.email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats blank text as missing and names the length limits', async () => {
    mockFetch(() => json(201, { message: contactTexts.success }));
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: '   ', email: 'a@b.co' });
    await userEvent.click(f.message);
    await userEvent.paste('m'.repeat(5001));
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.messageTooLong({ max: CONTACT_MESSAGE_MAX }))).toBeInTheDocument();
  });

  it('updates a message as the field is corrected after a first attempt', async () => {
    mockFetch(() => json(201, { message: contactTexts.success }));
    renderWithProviders(<ContactForm />);
    const f = fields();
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.emailRequired)).toBeInTheDocument();
    await userEvent.type(f.email, 'jane');
    expect(await screen.findByText(contactTexts.emailInvalid)).toBeInTheDocument();
    await userEvent.type(f.email, '@example.com');
    await waitFor(() => expect(screen.queryByText(contactTexts.emailInvalid)).not.toBeInTheDocument());
    expect(f.email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(contactTexts.nameRequired)).toBeInTheDocument();
  });

  it("reads 'Sending...' and is disabled while sending, then thanks the sender and clears the fields", async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: ' Wanjiku Kamau ', email: 'wanjiku@example.co.ke', message: 'A wedding in Karen.' });
    await userEvent.click(f.submit);
    const sending = await screen.findByRole('button', { name: contactTexts.sending });
    expect(sending).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', message: 'A wedding in Karen.' }),
      }),
    );
    answer(json(201, { message: contactTexts.success }));
    expect(await screen.findByText(contactTexts.success)).toBeInTheDocument();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the failure text and keeps what was typed when the server fails', async () => {
    mockFetch(() => json(500, { message: 'boom', code: 'INTERNAL' }));
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: 'Wanjiku', email: 'wanjiku@example.co.ke', message: 'Hello' });
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.failure)).toBeInTheDocument();
    expect(screen.queryByText(contactTexts.success)).not.toBeInTheDocument();
    expect(f.name).toHaveValue('Wanjiku');
    expect(f.email).toHaveValue('wanjiku@example.co.ke');
    expect(f.message).toHaveValue('Hello');
  });

  it('shows the failure text when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: 'Wanjiku', email: 'wanjiku@example.co.ke', message: 'Hello' });
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.failure)).toBeInTheDocument();
    expect(f.message).toHaveValue('Hello');
  });

  it("shows the server's field messages and its rate-limit advice", async () => {
    mockFetch(() =>
      json(429, { message: 'Too many requests. Please wait 40 seconds and try again.', code: 'RATE_LIMITED' }),
    );
    renderWithProviders(<ContactForm />);
    const f = await fill({ name: 'Wanjiku', email: 'wanjiku@example.co.ke', message: 'Hello' });
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.failure)).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait 40 seconds and try again.')).toBeInTheDocument();

    vi.unstubAllGlobals();
    mockFetch(() =>
      json(400, {
        message: contactTexts.emailInvalid,
        code: 'VALIDATION',
        errors: { email: [contactTexts.emailInvalid] },
      }),
    );
    await userEvent.click(fields().submit);
    await waitFor(() => expect(screen.getByText(contactTexts.emailInvalid)).toBeInTheDocument());
  });

  it('sent before the scripts: a refusal of fields shows their messages and no failure text; a failure shows it', async () => {
    const refused = {
      form: 'contact' as const,
      ok: false,
      message: contactTexts.emailInvalid,
      values: { name: 'Wanjiku', email: 'not-an-email', message: 'Hello' },
      errors: { email: contactTexts.emailInvalid },
    };
    const { unmount } = renderWithProviders(<ContactForm submission={refused} />);
    expect(screen.getByText(contactTexts.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.queryByText(contactTexts.failure)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ContactForm submission={{ ...refused, message: 'Too many requests', errors: {} }} />);
    expect(screen.getByText(contactTexts.failure)).toBeInTheDocument();
  });
});
