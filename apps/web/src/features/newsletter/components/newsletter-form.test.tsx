import { newsletterTexts } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects an address that does not look like one, without sending', async () => {
    const fetch = mockFetch(201, { message: newsletterTexts.success });
    renderWithProviders(<NewsletterForm action="/" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'jane@localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterTexts.invalidEmail)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('thanks the subscriber and clears the field', async () => {
    const fetch = mockFetch(201, { message: newsletterTexts.success });
    renderWithProviders(<NewsletterForm action="/" />);
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterTexts.success)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(fetch).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: '{"email":"jane@example.com"}' }),
    );
  });

  it('shows the failure text and keeps what was typed when the server fails', async () => {
    mockFetch(500, { message: 'boom', code: 'INTERNAL' });
    renderWithProviders(<NewsletterForm action="/" />);
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterTexts.failure)).toBeInTheDocument();
    expect(input).toHaveValue('jane@example.com');
  });
});
