import type { PhotographerCard, PhotographerSearchResponse } from '@studio/shared';
import { vi } from 'vitest';

let n = 0;

/** A card as GET /api/photographers/portfolio/get-all returns it; every optional field empty unless given. */
export function card(over: Partial<PhotographerCard> = {}): PhotographerCard {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: '',
    message: '',
    speciality: '',
    price: '',
    location: '',
    experience: '',
    profile_picture: null,
    featured: false,
    availability: null,
    startingPrice: null,
    startingCurrency: null,
    experienceYears: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    images: [],
    gallery: [],
    imageCount: 0,
    packagePrice: null,
    listedPriceKes: null,
    rating: { average: null, count: 0 },
    ...over,
  };
}

export function searchResponse(
  data: PhotographerCard[],
  {
    featured = [] as PhotographerCard[],
    page = 1,
    pageSize = 12,
    total = data.length,
    rate = { kesPerUsd: 129, updatedAt: null as string | null },
  } = {},
): PhotographerSearchResponse {
  return { data, featured, meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) }, rate };
}

export interface Call {
  method: string;
  url: string;
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Stubs fetch: `answer` decides each response; the calls are recorded. */
export function stubApi(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input) };
    calls.push(call);
    const { status, body } = await answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
