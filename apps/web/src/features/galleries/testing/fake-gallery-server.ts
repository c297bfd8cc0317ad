import { type GalleryPhoto, type GalleryView, galleriesTexts } from '@studio/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A photograph of a test gallery (its image addresses point nowhere: jsdom loads no images). */
export function photoFixture(n: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    id: `p${n}`,
    setId: 's1',
    fileName: `IMG_000${n}.jpg`,
    width: 1500,
    height: 1000,
    placeholder: 'data:image/webp;base64,AA',
    srcset: `/api/gallery-media/p${n}/w400.webp?e=1&a=u&s=x 400w`,
    large: `/api/gallery-media/p${n}/w1600.webp?e=1&a=u&s=x`,
    downloadWeb: `/api/gallery-media/p${n}/web.webp?e=1&a=u&s=x`,
    downloadOriginal: `/api/gallery-media/p${n}/original?e=1&a=u&s=x`,
    favourite: false,
    selected: false,
    favourites: 0,
    comments: [],
    ...overrides,
  };
}

export function galleryFixture(overrides: Partial<GalleryView> = {}): GalleryView {
  const photos = overrides.photos ?? [1, 2, 3].map((n) => photoFixture(n));
  return {
    id: 'g1',
    title: 'Achieng & Brian',
    role: 'client',
    viewerName: 'Achieng',
    expiresAt: '2027-03-01T20:59:59.999Z',
    expired: false,
    canFavourite: true,
    canDownload: true,
    canSelect: true,
    canShare: true,
    clientDownloads: true,
    downloadsAwaitPayment: false,
    balanceDueCents: 0,
    bookingId: 'b1',
    studioClient: null,
    selection: { min: 1, max: 2, count: photos.filter((p) => p.selected).length, submittedAt: null },
    sets: [{ id: 's1', name: 'Highlights', photos: photos.length }],
    ...overrides,
    photos,
  };
}

type Refusal = { status: number; message: string };

/**
 * The gallery API of one gallery, kept in memory as the server would: the view, favourites, the
 * selection (refused above its maximum), the download switch and deletions. `refuse` makes the
 * next request of a kind answer an error instead. Records every change sent.
 */
export function fakeGalleryServer(initial: GalleryView) {
  let view = structuredClone(initial);
  const sent: { method: string; url: string; body?: unknown }[] = [];
  const refusals: Partial<Record<'favourite' | 'selection' | 'submit' | 'delete' | 'update', Refusal>> = {};
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const refused = (kind: keyof typeof refusals) => {
    const r = refusals[kind];
    delete refusals[kind];
    return r && json(r.status, { message: r.message, code: 'REFUSED' });
  };
  const withDownloads = (v: GalleryView): GalleryView => {
    const can = v.role === 'photographer' || (v.clientDownloads && !v.downloadsAwaitPayment);
    return {
      ...v,
      canDownload: can,
      photos: v.photos.map((p) => ({
        ...p,
        downloadOriginal: can ? `/api/gallery-media/${p.id}/original` : null,
        downloadWeb: can ? `/api/gallery-media/${p.id}/web.webp` : null,
      })),
    };
  };
  const recount = () => {
    view = { ...view, selection: { ...view.selection, count: view.photos.filter((p) => p.selected).length } };
    view = {
      ...view,
      sets: view.sets.map((s) => ({ ...s, photos: view.photos.filter((p) => p.setId === s.id).length })),
    };
  };

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    const base = `/api/galleries/${view.id}`;
    if (method === 'GET' && url === base) return json(200, withDownloads(view));
    if (method === 'GET' && url === `${base}/picks`)
      return json(200, { people: [], selection: { submittedAt: null, photos: [] } });
    if (method === 'GET' && url === `${base}/links`) return json(200, { data: [] });
    if (method === 'PATCH' && url === base) {
      const no = refused('update');
      if (no) return no;
      view = { ...view, ...body };
      return json(200, withDownloads(view));
    }
    // A studio client's gallery (docs/decisions/0047-studio-client-galleries.md): staff e-mail the invitation.
    if (method === 'POST' && url === `/api/studio/galleries/${view.id}/invitation` && view.studioClient) {
      view = { ...view, studioClient: { ...view.studioClient, invitedAt: '2026-11-29T09:00:00.000Z' } };
      return json(200, { client: view.studioClient });
    }
    const photo = /\/photos\/([^/]+)(?:\/(favourite))?$/.exec(url);
    if (photo && method === 'DELETE') {
      const no = refused('delete');
      if (no) return no;
      if (!view.photos.some((p) => p.id === photo[1]))
        return json(404, { message: galleriesTexts.photoNotFound, code: 'NOT_FOUND' });
      view = { ...view, photos: view.photos.filter((p) => p.id !== photo[1]) };
      recount();
      return json(200, { ok: true });
    }
    if (photo && photo[2] === 'favourite' && method === 'PUT') {
      const no = refused('favourite');
      if (no) return no;
      view = {
        ...view,
        photos: view.photos.map((p) => (p.id === photo[1] ? { ...p, favourite: body.favourite } : p)),
      };
      return json(200, { favourite: body.favourite });
    }
    if (method === 'PUT' && url === `${base}/selection`) {
      const no = refused('selection');
      if (no) return no;
      const ids: string[] = body.photoIds;
      if (view.selection.max !== null && ids.length > view.selection.max)
        return json(400, { message: galleriesTexts.selectionTooMany({ max: view.selection.max }), code: 'VALIDATION' });
      view = { ...view, photos: view.photos.map((p) => ({ ...p, selected: ids.includes(p.id) })) };
      recount();
      return json(200, { count: ids.length, submittedAt: null });
    }
    if (method === 'POST' && url === `${base}/selection/submit`) {
      const no = refused('submit');
      if (no) return no;
      const at = '2026-11-28T09:00:00.000Z';
      view = { ...view, canSelect: false, selection: { ...view.selection, submittedAt: at } };
      return json(200, { count: view.selection.count, submittedAt: at });
    }
    return json(404, { message: `No route ${method} ${url}`, code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return {
    sent,
    refuse: (kind: keyof typeof refusals, refusal: Refusal) => {
      refusals[kind] = refusal;
    },
    get view() {
      return view;
    },
  };
}

/** An IntersectionObserver whose callbacks the test calls, as the browser would on a scroll. */
export function stubObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { scrollNear: () => act(() => callbacks.at(-1)!([{ isIntersecting: true }])) };
}
