import { SERVICE_SLUGS, studioBlogTexts as blog, studioContentTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { BlogEditorView } from '../blog/blog-editor-view';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const sw = (label: string) => texts.kiswahiliField({ field: label });

describe('the console: the rest of a service’s words in Kiswahili (docs/rules/public-pages.md#languages)', () => {
  it('shows its price unit, turnaround and inclusions in Kiswahili beside the English', async () => {
    const service = {
      slug: 'weddings',
      title: 'Wedding Photography',
      summary: 'Calm coverage.',
      description: ['One paragraph.'],
      inclusions: ['A planning call', 'Two photographers'],
      startingPriceKes: 180_000,
      priceUnit: 'per wedding day',
      turnaround: 'Full gallery within 4 weeks',
      images: ['photos/tropical-jetty-beach-01'],
      sw: { turnaround: 'Gallery kamili ndani ya wiki 4', inclusions: ['Simu ya kupanga', 'Wapiga picha wawili'] },
    };
    // The ten services, each once (the part's schema).
    fakeContent({
      services: SERVICE_SLUGS.map((slug, i) => (i === 0 ? service : { ...service, slug, sw: undefined })),
    });
    renderWithProviders(<ContentView kind="services" />);
    const [first] = within(await screen.findByRole('list', { name: /Services/ }, { timeout: 5000 })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByLabelText(sw(texts.fields.turnaround))).toHaveValue('Gallery kamili ndani ya wiki 4');
    const inclusions = within(first!).getByLabelText(sw(texts.fields.inclusions));
    expect(inclusions).toHaveValue('Simu ya kupanga\nWapiga picha wawili');
    expect(inclusions).toHaveAttribute('lang', 'sw');
    expect(within(first!).getByLabelText(sw(texts.fields.priceUnit))).toHaveValue('');
    // The English fields are where they were.
    expect(within(first!).getByLabelText(texts.fields.inclusions)).toHaveValue('A planning call\nTwo photographers');
  });
});

describe('the console: a blog post’s sections in Kiswahili', () => {
  it('shows each section’s Kiswahili title and body under its English and sends them with the post', async () => {
    const sent: { method: string; body: unknown }[] = [];
    const post = {
      _id: 'p1',
      title: 'A post',
      slug: 'a-post',
      excerpt: '',
      author: 'Amani',
      content: 'Body.',
      sections: [
        { title: 'Light', content: 'Morning light.', sw: { title: 'Mwanga', content: '' } },
        { title: 'Rain', content: 'Plan for rain.', sw: { title: '', content: '' } },
      ],
      sw: { title: '', excerpt: '', content: '' },
      status: 'draft',
      publishAt: null,
      cover: null,
      coverAlt: null,
      url: '/blogs/a-post',
      oldSlugs: [],
      createdAt: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-01T08:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        sent.push({ method, body });
        const answer = url.endsWith('/studio/staff')
          ? {
              admins: [{ id: 'u1', email: 'a@picha.test', username: 'Amani', createdAt: post.createdAt, you: true }],
              invitations: [],
            }
          : url.endsWith('/preview')
            ? { html: '<p>Body.</p>' }
            : { post: method === 'PUT' ? { ...post, sections: (body as { sections: unknown }).sections } : post };
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<BlogEditorView id="p1" />, { path: '/studio/blog/p1' });
    const first = await screen.findByLabelText(`${blog.fields.swSectionTitle} 1`);
    expect(first).toHaveValue('Mwanga');
    expect(first).toHaveAttribute('lang', 'sw');
    const second = screen.getByLabelText(`${blog.fields.swSectionTitle} 2`);
    expect(second).toHaveValue('');
    await userEvent.type(second, 'Mvua');
    const bodies = screen.getAllByLabelText(blog.fields.swSectionContent);
    expect(bodies).toHaveLength(2);
    await userEvent.type(bodies[0]!, 'Mwanga wa asubuhi.');
    await screen.findByRole('option', { name: 'Amani' });
    await userEvent.click(screen.getByRole('button', { name: blog.save }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PUT')).toBeDefined());
    expect((sent.find((s) => s.method === 'PUT')!.body as { sections: unknown }).sections).toEqual([
      { title: 'Light', content: 'Morning light.', sw: { title: 'Mwanga', content: 'Mwanga wa asubuhi.' } },
      { title: 'Rain', content: 'Plan for rain.', sw: { title: 'Mvua', content: '' } },
    ]);
  });
});
