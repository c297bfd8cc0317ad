import { STUDIO_PHOTOGRAPHER_STATES, STUDIO_SEARCH_MAX, type StudioPhotographerState } from '@studio/shared';
import type { PhotographersParams } from './studio-api';

/** A page number of an address: anything but 1 to 999999 is page 1. */
export function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

const isState = (value: string | null): value is StudioPhotographerState =>
  (STUDIO_PHOTOGRAPHER_STATES as readonly string[]).includes(value ?? '');

/** `?q=&state=&page=` of the Photographers page; anything the server would refuse is the default. */
export function parsePhotographersParams(search: URLSearchParams): PhotographersParams {
  const state = search.get('state');
  return {
    q: (search.get('q') ?? '').trim().slice(0, STUDIO_SEARCH_MAX),
    state: isState(state) ? state : 'all',
    page: parsePage(search.get('page')),
  };
}
