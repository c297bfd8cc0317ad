import { directoryTexts, type PhotographerCard } from '@studio/shared';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import {
  fetchFavourites,
  newestFirst,
  type SavedPhotographer,
  setFavourite,
  withoutSaved,
  withSaved,
} from '../api/favourites-api';
import { cardName } from '../utils/card-format';

/**
 * The signed-in visitor's saved photographers, one list per page for every heart and the
 * favourites page: a change shows everywhere at once. It belongs to one user; signing out (or in
 * as someone else) starts it again.
 */
interface FavouritesState {
  owner: string | null;
  list: SavedPhotographer[] | undefined;
  error: unknown;
  fetching: boolean;
}

const nobodys: FavouritesState = { owner: null, list: undefined, error: null, fetching: false };
let state = nobodys;
const listeners = new Set<() => void>();
let changesInFlight = 0;
let loading: AbortController | null = null;

function update(next: Partial<FavouritesState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A session that ended elsewhere (401): the visitor is signed out here too, so hearts become sign-in links. */
function signOutOn401(error: unknown) {
  if (error instanceof ApiError && error.status === 401) sessionStore.clear();
}

function load(owner: string) {
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  update({ fetching: true });
  fetchFavourites(controller.signal).then(
    (list) => {
      if (state.owner === owner && !controller.signal.aborted) update({ list, error: null, fetching: false });
    },
    (error: unknown) => {
      if (controller.signal.aborted || state.owner !== owner) return;
      update({ error, fetching: false });
      signOutOn401(error);
    },
  );
}

/** Makes the list `owner`'s, asking the server when it is someone else's or was never read. */
function ensureFor(owner: string | null) {
  if (state.owner === owner && (state.list || state.fetching || state.error)) return;
  if (state.owner !== owner) {
    loading?.abort();
    update({ owner, list: undefined, error: null, fetching: false });
  }
  if (owner) load(owner);
}

/** The saved photographers of the signed-in visitor; nothing is asked of the server for anyone else. */
export function useFavourites() {
  const user = useCurrentUser();
  const owner = user?.id ?? null;
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => nobodys,
  );
  useEffect(() => ensureFor(owner), [owner]);
  const mine = current.owner === owner && owner !== null;
  return {
    list: mine ? current.list : undefined,
    error: mine ? current.error : null,
    fetching: mine && current.fetching,
    retry: useCallback(() => owner && load(owner), [owner]),
  };
}

/** Whether the signed-in visitor saved this photographer. */
export function useIsSaved(id: string): boolean {
  const { list } = useFavourites();
  return useMemo(() => list?.some((p) => p._id === id) ?? false, [list, id]);
}

/**
 * Saving and unsaving one photographer. The heart and the favourites list change at once
 * (optimistic); a failure puts both back and says so in a toast. When the last of several quick
 * changes settles, the list is read again from the server.
 */
export function useFavouriteToggle(card: PhotographerCard) {
  const toast = useToast();
  const [asked, setAsked] = useState<boolean | null>(null);

  const toggle = useCallback(
    async (save: boolean) => {
      const owner = state.owner;
      const before = state.list?.find((p) => p._id === card._id);
      const list = state.list;
      setAsked(save);
      changesInFlight += 1;
      loading?.abort();
      update({ list: list && (save ? withSaved(list, card, new Date().toISOString()) : withoutSaved(list, card._id)) });
      try {
        await setFavourite(card._id, save);
      } catch (error) {
        if (state.owner === owner && state.list) {
          const list = state.list;
          if (save) update({ list: before ? list : withoutSaved(list, card._id) });
          else update({ list: before ? newestFirst(withSaved(list, before, before.savedAt)) : list });
        }
        signOutOn401(error);
        const name = cardName(card.name);
        toast({
          kind: 'error',
          text: save
            ? directoryTexts.favourites.saveFailed({ name })
            : directoryTexts.favourites.removeFailed({ name }),
          detail: error instanceof Error ? error.message : undefined,
        });
      } finally {
        setAsked(null);
        changesInFlight -= 1;
        if (changesInFlight === 0 && owner && state.owner === owner) load(owner);
      }
    },
    [card, toast],
  );

  return { pending: asked !== null, asked, toggle };
}
