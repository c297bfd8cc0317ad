import { studioMailTexts as t } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CampaignView } from './campaign-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = {
  id: 'c1',
  subject: 'December dates',
  body: 'Book your **December** shoot.',
  subjectSw: null,
  bodySw: null,
  status: 'draft',
  createdByEmail: 'studio-admin@picha.test',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  sentByEmail: null,
  sendStartedAt: null,
  finishedAt: null,
  progress: { total: 0, queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 },
};

describe('CampaignView: the Kiswahili version of a newsletter', () => {
  it('is both words or neither, is saved with the English, and is previewed as a Kiswahili subscriber gets it', async () => {
    const sent = stubApi({
      'GET /api/studio/newsletter/campaigns/c1': { status: 200, body: { campaign: draft } },
      'GET /api/studio/newsletter/campaigns': { status: 200, body: { data: [draft], confirmed: 2 } },
      'PUT /api/studio/newsletter/campaigns/c1': (body) => ({
        status: 200,
        body: { campaign: { ...draft, ...(body as object) } },
      }),
      'POST /api/studio/newsletter/preview': (body) => {
        const { language, subject, subjectSw } = body as { language: string; subject: string; subjectSw?: string };
        return {
          status: 200,
          body: { subject: language === 'sw' ? subjectSw : subject, html: `<p>${language}</p>`, text: language },
        };
      },
    });
    renderWithProviders(<CampaignView id="c1" />);
    const user = userEvent.setup();
    const subjectSw = await screen.findByLabelText(t.subjectSwLabel);
    expect(screen.getByRole('group', { name: t.kiswahiliVersion })).toHaveTextContent(t.kiswahiliVersionHint);
    expect(subjectSw).toHaveValue('');

    // A subject alone is refused before anything is sent.
    await user.type(subjectSw, 'Tarehe za Desemba');
    await user.click(screen.getByRole('button', { name: t.saveDraft }));
    expect(await screen.findByText(t.kiswahiliBodyMissing)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(t.bodySwLabel), 'Weka nafasi ya picha za Desemba.');
    await user.click(screen.getByRole('button', { name: t.saveDraft }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: '/api/studio/newsletter/campaigns/c1',
          body: {
            subject: draft.subject,
            body: draft.body,
            subjectSw: 'Tarehe za Desemba',
            bodySw: 'Weka nafasi ya picha za Desemba.',
          },
        },
      ]),
    );

    await user.click(screen.getByRole('button', { name: t.preview }));
    expect(await screen.findByRole('region', { name: t.previewTitleSw })).toHaveTextContent('Tarehe za Desemba');
    expect(screen.getByRole('region', { name: t.previewTitle })).toHaveTextContent(draft.subject);
    expect(
      sent.filter((c) => c.url.endsWith('/preview')).map((c) => (c.body as { language: string }).language),
    ).toEqual(['en', 'sw']);
  });
});
