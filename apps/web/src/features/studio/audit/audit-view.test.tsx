import { studioTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/date-time';
import { renderWithProviders } from '@/testing/render';
import { auditEntry, fakeStudio } from '../testing/fake-studio';
import { AuditView } from './audit-view';

afterEach(() => vi.unstubAllGlobals());

/** The definition list of an entry, as [term, description] pairs. */
const changes = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()]);

describe('AuditView', () => {
  it('shows who did what, when and to what, with the changed keys before and after', async () => {
    fakeStudio({
      audit: [
        auditEntry(),
        auditEntry({
          id: 'a2',
          action: 'demo.hide',
          targetType: 'demo',
          targetId: null,
          targetLabel: '2 demo photographers',
          before: { visible: true, affected: ['Amani K.', 'Baraka O.'] },
          after: { visible: false },
          createdAt: '2026-11-19T07:00:00.000Z',
        }),
        auditEntry({
          id: 'a3',
          action: 'review.hide',
          targetType: 'review',
          targetLabel: 'Otieno M. on Wanjiru Kamau',
          before: { hidden: false, report: 'open' },
          after: { hidden: true, report: 'hidden', reason: 'Shares private details.' },
        }),
        auditEntry({ id: 'a4', action: 'archive.import', targetLabel: null, before: null, after: null }),
      ],
    });
    renderWithProviders(<AuditView />, { path: '/studio/audit' });
    const entries = within(
      await screen.findByRole('list', { name: studioTexts.auditCount({ count: 4 }) }),
    ).getAllByRole('article');
    const [feature, demo, review, unknown] = entries;

    expect(within(feature!).getByRole('heading', { name: studioTexts.actions['photographer.feature'] })).toBeVisible();
    expect(feature).toHaveTextContent('Wanjiru Kamau');
    expect(feature).toHaveTextContent('studio@picha.example');
    expect(feature).toHaveTextContent(formatDateTime('2026-11-20T12:30:00.000Z'));
    expect(changes(feature!)).toEqual([[studioTexts.auditKeys.featured, 'Before No, After Yes']]);

    expect(demo).toHaveTextContent(studioTexts.actions['demo.hide']!);
    expect(changes(demo!)).toEqual([
      [studioTexts.auditKeys.visible, 'Before Yes, After No'],
      [studioTexts.auditKeys.affected, 'Before Amani K., Baraka O., After —'],
    ]);

    expect(changes(review!)).toEqual([
      [studioTexts.auditKeys.hidden, 'Before No, After Yes'],
      [studioTexts.auditKeys.report, 'Before Waiting, After Review hidden'],
      [studioTexts.auditKeys.reason, 'Before —, After Shares private details.'],
    ]);
    // No raw JSON anywhere.
    expect(screen.queryByText(/[{}]/)).not.toBeInTheDocument();

    // An action the texts do not name yet shows as itself, without a change list.
    expect(within(unknown!).getByRole('heading', { name: 'archive.import' })).toBeInTheDocument();
    expect(within(unknown!).queryByRole('term')).not.toBeInTheDocument();
  });

  it('pages through the log by the address', async () => {
    const server = fakeStudio({ audit: [auditEntry()], auditPages: 3 });
    renderWithProviders(<AuditView />, { path: '/studio/audit?page=2' });
    expect(await screen.findByText(studioTexts.pageOf({ page: 2, pages: 3 }))).toBeInTheDocument();
    expect(server.asked).toContain('/api/studio/audit?page=2');
    const pages = screen.getByRole('navigation', { name: studioTexts.auditPagesLabel });
    expect(within(pages).getByRole('link', { name: new RegExp(studioTexts.previous) })).toHaveAttribute(
      'href',
      '/studio/audit',
    );
    expect(within(pages).getByRole('link', { name: new RegExp(studioTexts.next) })).toHaveAttribute(
      'href',
      '/studio/audit?page=3',
    );
  });

  it('says when nothing changed yet', async () => {
    fakeStudio({ audit: [] });
    renderWithProviders(<AuditView />);
    expect(await screen.findByText(studioTexts.auditEmpty)).toBeInTheDocument();
  });
});
