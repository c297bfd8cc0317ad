import type { App } from '../src/app';
import { nairobiDay } from '../src/lib/nairobi-day';
import { createPortfolio, signUpAs } from './photographers';

export type Account = Awaited<ReturnType<typeof signUpAs>>;

/** YYYY-MM-DD `days` after today in Nairobi. */
export const inDays = (days: number) => {
  const [y, m, d] = nairobiDay().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * A fresh client address for each call (`prefix.0.1`, `prefix.0.2`, ...), so that inquiries sent
 * through X-Forwarded-For do not meet the per-address limit.
 */
export const ipSequence = (prefix: string) => {
  let n = 0;
  return () => {
    n++;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
};

/** A booking's parties: a photographer with a portfolio, a client, and a client with no part in it. */
export async function bookingParties(app: App) {
  const photographer = await signUpAs(app, 'photographer');
  const portfolioId = (await createPortfolio(app, photographer.headers))._id;
  const client = await signUpAs(app, 'client');
  const stranger = await signUpAs(app, 'client');
  return { photographer, portfolioId, client, stranger };
}

/** The client of `parties` asks for a wedding `days` from now, from `ip` (asserted: 201). */
export async function requestBooking(
  app: App,
  parties: Awaited<ReturnType<typeof bookingParties>>,
  { days, ip }: { days: number; ip: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    headers: { ...parties.client.headers, 'x-forwarded-for': ip },
    payload: {
      photographerId: parties.portfolioId,
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '+254 722 000 111',
      service: 'Wedding',
      eventDate: inDays(days),
      message: 'Our wedding in Naivasha, about 120 guests.',
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking request: ${res.statusCode} ${res.body}`);
  return res;
}
