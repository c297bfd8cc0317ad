import type { Photographer } from '@studio/shared';

export const photographerFixture = (over: Partial<Photographer> = {}): Photographer => ({
  _id: '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a',
  userId: 'c3d2e1f0-0000-4000-8000-000000000001',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254 712 345 678',
  message: 'Weddings and portraits in natural light, from Karen to the coast.',
  images: ['/uploads/portfolios/p/a-1200.webp', '/uploads/portfolios/p/b-1200.webp'],
  gallery: [
    {
      id: 'img-a',
      url: '/uploads/portfolios/p/a-1200.webp',
      srcSet: { avif: '/uploads/portfolios/p/a-400.avif 400w', webp: '/uploads/portfolios/p/a-400.webp 400w' },
      width: 1200,
      height: 800,
      placeholder: 'data:image/webp;base64,AAAA',
    },
    {
      id: 'img-b',
      url: '/uploads/portfolios/p/b-1200.webp',
      srcSet: { avif: '/uploads/portfolios/p/b-400.avif 400w', webp: '/uploads/portfolios/p/b-400.webp 400w' },
      width: 800,
      height: 1200,
      placeholder: 'data:image/webp;base64,BBBB',
    },
  ],
  video: '/uploads/portfolios/p/film.mp4',
  speciality: 'Wedding',
  price: 'From KES 85,000 per wedding',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://wanjiru.example.com',
  instagram: 'wanjiru.frames',
  profile_picture: null,
  featured: false,
  availability: 'Weekends',
  startingPrice: 85_000,
  startingCurrency: 'KES',
  experienceYears: 8,
  rating: { average: null, count: 0 },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

/** A fetch that answers by method and path, recording what was asked. */
export function routeFetch(
  routes: Record<string, { status: number; body?: unknown } | (() => { status: number; body?: unknown })>,
) {
  const calls: { method: string; url: string }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const route = routes[`${method} ${url}`];
    if (!route)
      return new Response(JSON.stringify({ message: `No route ${method} ${url}`, code: 'NOT_FOUND' }), { status: 404 });
    const { status, body } = typeof route === 'function' ? route() : route;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchImpl };
}

/** An instant `m` minutes before now, as the API writes it. */
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The bookings by state when there are none. */
export const noBookingsByState = { pending: 0, accepted: 0, declined: 0, expired: 0, cancelled: 0, completed: 0 };
