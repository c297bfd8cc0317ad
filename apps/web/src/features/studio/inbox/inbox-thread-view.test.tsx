import { INBOX_REPLY_MAX, type InboxThread, studioMailTexts as t } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { InboxThreadView } from './inbox-thread-view';

afterEach(() => vi.unstubAllGlobals());

const ID = '5b1c7a9e-2d3f-4c4b-8a1e-9f0d6c5b4a3e';
const thread = (over: Partial<InboxThread['message']> = {}, replies: InboxThread['replies'] = []): InboxThread => ({
  message: {
    id: ID,
    name: 'Faith Njeri',
    email: 'faith@example.com',
    message: 'Can you shoot our wedding on 12 June?',
    createdAt: '2026-11-20T08:00:00.000Z',
    readAt: '2026-11-20T09:00:00.000Z',
    handledAt: null,
    archivedAt: null,
    replyCount: replies.length,
    lastReplyAt: null,
    language: 'en',
    ...over,
  },
  replies,
});

/** A fake of the inbox's routes: answers as the server does, or with `refuse` for a reply. */
function fakeInbox(refuse?: { status: number; body: unknown }, first = thread()) {
  let current = first;
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const json = (status: number, payload: unknown) =>
        new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      if (method === 'GET') return json(200, current);
      sent.push({ method, url, body });
      if (url.endsWith('/reply')) {
        if (refuse) return json(refuse.status, refuse.body);
        current = thread({ handledAt: '2026-11-21T08:00:00.000Z' }, [
          { id: 'r1', authorEmail: 'studio@picha.example', body: body.text, createdAt: '2026-11-21T08:00:00.000Z' },
        ]);
      }
      if (url.endsWith('/handled')) current = thread({ handledAt: body.handled ? '2026-11-21T08:00:00.000Z' : null });
      return json(200, current);
    }),
  );
  return { sent };
}

const view = () =>
  renderWithProviders(
    <ToastProvider>
      <InboxThreadView id={ID} />
    </ToastProvider>,
    { path: `/studio/inbox/${ID}` },
  );

describe('InboxThreadView', () => {
  it('shows the message, refuses an empty answer under the field, sends a good one and shows it in the thread', async () => {
    const { sent } = fakeInbox();
    view();
    expect(await screen.findByRole('heading', { level: 1, name: 'Faith Njeri' })).toBeVisible();
    expect(screen.getByText('Can you shoot our wedding on 12 June?')).toBeVisible();
    expect(screen.getByText(t.inboxNoReplies)).toBeVisible();
    expect(screen.getByText(t.inboxWrittenIn({ language: 'English' }), { exact: false })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: t.inboxReplySend }));
    const box = screen.getByRole('textbox', { name: t.inboxReplyLabel });
    expect(box).toHaveAccessibleDescription(expect.stringContaining(t.replyRequired));
    expect(sent).toEqual([]);

    await userEvent.type(box, 'Yes, 12 June is free.');
    await userEvent.click(screen.getByRole('button', { name: t.inboxReplySend }));
    expect(await screen.findByText(t.inboxReplySent)).toBeVisible();
    expect(sent).toEqual([
      { method: 'POST', url: `/api/studio/inbox/${ID}/reply`, body: { text: 'Yes, 12 June is free.' } },
    ]);
    expect(await screen.findByText('Yes, 12 June is free.')).toBeVisible();
    expect(screen.getByText(t.inboxRepliedBy({ name: 'studio@picha.example' }), { exact: false })).toBeVisible();
    expect(await screen.findByRole('button', { name: t.inboxReopen })).toBeVisible();
  });

  it('says which language the sender wrote in, and that the answer is framed in it', async () => {
    fakeInbox(undefined, thread({ language: 'sw' }));
    view();
    expect(await screen.findByText(t.inboxWrittenIn({ language: 'Kiswahili' }), { exact: false })).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.inboxReplyLabel })).toHaveAccessibleDescription(
      expect.stringContaining(t.inboxReplyLanguage({ language: 'Kiswahili' })),
    );
  });

  it("puts the server's message for a refused answer under the field", async () => {
    fakeInbox({
      status: 400,
      body: { message: 'Invalid', code: 'VALIDATION', errors: { text: [t.replyTooLong({ max: INBOX_REPLY_MAX })] } },
    });
    view();
    const box = await screen.findByRole('textbox', { name: t.inboxReplyLabel });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: t.inboxReplySend }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining(t.replyTooLong({ max: INBOX_REPLY_MAX }))),
    );
  });

  it('marks a message handled', async () => {
    const { sent } = fakeInbox();
    view();
    await userEvent.click(await screen.findByRole('button', { name: t.inboxMarkHandled }));
    expect(await screen.findByText(t.inboxMarkedHandled)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', url: `/api/studio/inbox/${ID}/handled`, body: { handled: true } }]);
  });
});
