import { studioSupportTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { routeFetch } from '../testing/fixtures';
import { SupportView } from './support-view';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-20T09:00:00.000Z';
const answered = {
  id: 't1',
  subject: 'Late payout',
  state: 'answered',
  createdAt: at,
  updatedAt: at,
  messages: [
    { id: 'm1', author: 'photographer', body: 'Where is my payout?', createdAt: at },
    { id: 'm2', author: 'studio', body: 'It left on Friday.', createdAt: at },
  ],
};
const closed = { ...answered, id: 't2', subject: 'Old question', state: 'closed', messages: [answered.messages[0]] };

describe('SupportView', () => {
  it('lists the help articles, opens one rendered by the server, and shows the tickets with their state and answers', async () => {
    const { fetchImpl } = routeFetch({
      'GET /api/support/articles': {
        status: 200,
        body: { data: [{ id: 'a1', title: 'How payouts work', excerpt: 'Payouts leave on Fridays.' }] },
      },
      'GET /api/support/articles/a1': {
        status: 200,
        body: { id: 'a1', title: 'How payouts work', html: '<p>Payouts leave <strong>on Fridays</strong>.</p>' },
      },
      'GET /api/support/tickets': { status: 200, body: { data: [answered, closed] } },
    });
    vi.stubGlobal('fetch', fetchImpl);
    renderWithProviders(<SupportView />);
    const user = userEvent.setup();

    const tickets = await screen.findByRole('region', { name: texts.ticketsTitle });
    const cards = await within(tickets).findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Late payout');
    expect(cards[0]).toHaveTextContent(texts.states.answered!);
    expect(cards[0]).toHaveTextContent('It left on Friday.');
    expect(within(tickets).getByText(texts.closedNote, { exact: false })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /How payouts work/ }));
    const article = await screen.findByRole('article', { name: 'How payouts work' });
    expect(within(article).getByText('on Fridays').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: texts.articleBack }));
    expect(await screen.findByRole('button', { name: /How payouts work/ })).toBeInTheDocument();
  });

  it('checks the form with the shared schema, and sends a ticket that then shows in the list', async () => {
    let sent = false;
    const ticket = { ...answered, id: 't9', subject: 'New question', state: 'open', messages: [answered.messages[0]] };
    const { fetchImpl, calls } = routeFetch({
      'GET /api/support/articles': { status: 200, body: { data: [] } },
      'GET /api/support/tickets': () => ({ status: 200, body: { data: sent ? [ticket] : [] } }),
      'POST /api/support/tickets': () => {
        sent = true;
        return { status: 201, body: { ticket } };
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    renderWithProviders(<SupportView />);
    const user = userEvent.setup();
    expect(await screen.findByText(texts.ticketsNone)).toBeInTheDocument();
    expect(await screen.findByText(texts.articlesNone)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.messageRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(texts.subjectLabel), 'New question');
    await user.type(screen.getByLabelText(texts.messageLabel), 'Where is my payout?');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const tickets = screen.getByRole('region', { name: texts.ticketsTitle });
    expect(await within(tickets).findByText('New question')).toBeInTheDocument();
    expect(screen.getByLabelText(texts.subjectLabel)).toHaveValue('');
  });
});
