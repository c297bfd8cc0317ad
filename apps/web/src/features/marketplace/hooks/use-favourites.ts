import { directoryTexts, type PhotographerCard } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import {
  favouritesQuery,
  marketplaceKeys,
  newestFirst,
  removeFavourite,
  type SavedPhotographer,
  saveFavourite,
  withoutSaved,
  withSaved,
} from '../api/marketplace-api';
import { cardName } from '../utils/card-format';

/**
 * The ids the signed-in visitor saved; nothing is asked of the server for anyone else. A session
 * that ended elsewhere (401) signs the visitor out here too, so the hearts become sign-in links.
 */
export function useSavedIds(signedIn: boolean): ReadonlySet<string> {
  const query = useQuery({ ...favouritesQuery(), enabled: signedIn });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) sessionStore.clear();
  }, [expired]);
  return useMemo(() => new Set((signedIn ? query.data : undefined)?.map((p) => p._id)), [signedIn, query.data]);
}

const favouriteMutations = [...marketplaceKeys.all, 'favourite'] as const;

/**
 * Saving and unsaving one photographer. The heart and the favourites list change at once
 * (optimistic); a failure puts both back and says so in a toast. When the last of several quick
 * changes settles, the list is read again from the server.
 */
export function useFavouriteToggle(card: PhotographerCard) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = favouritesQuery().queryKey;
  return useMutation({
    mutationKey: [...favouriteMutations, card._id],
    mutationFn: (save: boolean) => (save ? saveFavourite(card._id) : removeFavourite(card._id)),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key)?.find((p) => p._id === card._id);
      queryClient.setQueryData(key, (list) =>
        list ? (save ? withSaved(list, card, new Date().toISOString()) : withoutSaved(list, card._id)) : list,
      );
      return { before };
    },
    onError: (error, save, context) => {
      const before: SavedPhotographer | undefined = context?.before;
      queryClient.setQueryData(key, (list) => {
        if (!list) return list;
        if (save) return before ? list : withoutSaved(list, card._id);
        return before ? newestFirst(withSaved(list, before, before.savedAt)) : list;
      });
      // The session ended elsewhere: the visitor is signed out here too (the hearts become sign-in links).
      if (error instanceof ApiError && error.status === 401) sessionStore.clear();
      const name = cardName(card.name);
      toast({
        kind: 'error',
        text: save ? directoryTexts.favourites.saveFailed(name) : directoryTexts.favourites.removeFailed(name),
        detail: error.message,
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: favouriteMutations }) <= 1)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
