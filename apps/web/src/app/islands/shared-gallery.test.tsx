import { GALLERY_PAGE_SIZE, galleriesTexts, type SharedGalleryView } from '@studio/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryFixture, photoFixture, stubObserver } from '@/features/galleries/testing/fake-gallery-server';
import { IslandRoot } from '@/lib/island';
import { SharedGalleryIsland, type SharedGalleryIslandProps } from './shared-gallery';

const TOKEN = 'k'.repeat(43);
const PHOTOS = 90;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const view: SharedGalleryView = {
  ...galleryFixture({
    role: 'guest',
    viewerName: 'Auntie Wanjiru',
    canSelect: false,
    canShare: false,
    canDownload: false,
    balanceDueCents: null,
    sets: [{ id: 's1', name: 'Highlights', photos: PHOTOS }],
  }),
  photos: Array.from({ length: GALLERY_PAGE_SIZE }, (_, n) =>
    photoFixture(n + 1, { setId: 's1', fileName: `DSC_${1000 + n}.jpg` }),
  ),
  next: 'cursor',
};

const door = { title: 'Achieng & Brian', needsPin: false, expired: false, visited: true } as const;

/** What the server's island renderer writes (lib/island.tsx), then hydrated as island-runtime.tsx does. */
async function serverThenHydrate(props: SharedGalleryIslandProps) {
  const element = (
    <IslandRoot>
      <SharedGalleryIsland {...props} />
    </IslandRoot>
  );
  const host = document.createElement('div');
  host.innerHTML = renderToString(element, { identifierPrefix: 'i0-' });
  document.body.append(host);
  const html = host.innerHTML;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(host, element, { identifierPrefix: 'i0-', onRecoverableError: (e) => mismatches.push(e) });
  });
  return { html, mismatches };
}

describe('the share link as an island (docs/decisions/0044-gallery-first-screen.md)', () => {
  it("hydrates the server's grid as it is, from its props, asking the API nothing", async () => {
    stubObserver();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { html, mismatches } = await serverThenHydrate({ token: TOKEN, door, view, submission: null });
    expect(html).toContain('Achieng');
    expect(html.match(/<button[^>]*aria-label="Open /g)).toHaveLength(GALLERY_PAGE_SIZE);
    expect(mismatches).toEqual([]);
    expect(screen.getByText(galleriesTexts.shared.welcome({ name: 'Auntie Wanjiru' }), { exact: false })).toBeVisible();
    // A tap on a photograph opens the viewer, counting the whole gallery (by selector: role queries
    // over sixty tiles take seconds in jsdom).
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Open DSC_1001.jpg"]')!.click());
    expect(screen.getByRole('dialog', { name: 'DSC_1001.jpg' })).toHaveTextContent(`2 / ${PHOTOS}`);
    expect(fetch).not.toHaveBeenCalled();
  }, 60_000);

  it('renders the door with the refusal of a name form posted before the scripts', async () => {
    const { html, mismatches } = await serverThenHydrate({
      token: TOKEN,
      door: { ...door, visited: false, needsPin: true },
      submission: {
        form: 'galleryVisit',
        ok: false,
        values: { name: 'Uncle Otieno' },
        errors: { pin: 'That PIN is not right.' },
        message: '',
      },
    });
    expect(html).toContain('action="/g/');
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText(galleriesTexts.shared.yourName)).toHaveValue('Uncle Otieno');
    expect(screen.getByRole('alert')).toHaveTextContent('That PIN is not right.');
  });

  it('wakes once on screen to read the door when the server could not (entry-islands.ts)', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { html } = await serverThenHydrate({ token: TOKEN, submission: null });
    expect(html).toContain('data-wake-in-view');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain(`/api/shared-galleries/${TOKEN}`);
  });
});
