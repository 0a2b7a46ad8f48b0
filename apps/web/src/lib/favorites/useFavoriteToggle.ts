import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVORITE_ADDED } from '@vo/machines';
import { ApiError } from '@vo/sdk';
import { createFavorite, deleteFavorite } from '@vo/sdk/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppServices, useSession } from '../AppContext';
import { isSignedIn } from '../session/appSession';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks the answers a toggle of `providerId` changed as stale (favoriteQueries.ts). Loaded on the
 * first toggle, or with the app's start, which loads it too: not in every screen's chunk that shows
 * a heart (the route budgets).
 */
const invalidateFavoriteQueries = async (queryClient: QueryClient, providerId: number): Promise<void> =>
  (await import('./favoriteQueries')).invalidateFavoriteQueries(queryClient, providerId);

/** The message when the voice actor to favorite no longer exists (the server's 404). */
export const FAVORITE_TARGET_GONE = 'This voice actor is no longer available.';

export interface FavoriteToggleOptions {
  /** The voice actor (provider id). */
  providerId: number;
  /** Whether the voice actor is a favorite, as the server last said (`provider.favorite`). */
  favorite: boolean;
  /** Where the user favorited from (additional_data.source: search, profile, favorites...). */
  source?: string;
}

export interface FavoriteToggle {
  /** What the toggle shows: the server's answer, the change on its way, or the pending favorite. */
  readonly favorite: boolean;
  /** A change is on its way to the server. */
  readonly busy: boolean;
  /** Turns the favorite on or off. An anonymous visitor's favorite is kept and they go to sign in. */
  readonly setFavorite: (next: boolean) => void;
  /** Turns it to the other side. */
  readonly toggle: () => void;
}

/**
 * The favorite toggle of a voice actor (spec sections 4, 5 and 7: POST favorites and DELETE
 * favorites/provider/{id}), the same on every screen.
 *
 * - Signed in: the toggle changes at once (optimistic), the server is told, and a failure puts the
 *   toggle back and is reported (section 8's global handling; a voice actor who is gone says so).
 * - Anonymous: the favorite is kept by the session machine (the pending favorite, in localStorage)
 *   and the visitor goes to sign in; once signed in the machine sends it and shows 'Favorite
 *   added' for 4 s, and the visitor is back on this page.
 */
export function useFavoriteToggle({ providerId, favorite, source }: FavoriteToggleOptions): FavoriteToggle {
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  const pending = useSession((s) => s.context.pendingFavorite?.target_id === providerId);
  const pendingSent = useSession((s) => s.context.snackbar === FAVORITE_ADDED);
  // The value shown while a change is on its way, or once the server took it and until the
  // refetched answer says the same: null shows the server's value.
  const [shown, setShown] = useState<boolean | null>(null);

  useEffect(() => {
    if (shown !== null && shown === favorite) setShown(null);
  }, [shown, favorite]);

  // The pending favorite reached the server after sign-in: the flags and lists on screen are stale.
  useEffect(() => {
    if (pendingSent) void invalidateFavoriteQueries(queryClient, providerId);
  }, [pendingSent, queryClient, providerId]);

  const mutation = useMutation({
    mutationFn: async (next: boolean) => {
      if (next) {
        await createFavorite({
          target: 'provider',
          target_id: providerId,
          ...(source === undefined ? {} : { additional_data: { source } }),
        });
        return;
      }
      try {
        await deleteFavorite('provider', providerId);
      } catch (error) {
        // Already removed (another tab, another device): off is what the user asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    // This hook reports its own failures (the app's query client skips mutations marked local).
    meta: { errors: 'local' },
    onMutate: (next) => {
      setShown(next);
    },
    onError: (error) => {
      setShown(null);
      if (error instanceof ApiError && error.status === 404) notices.message(FAVORITE_TARGET_GONE);
      else notices.error(error);
    },
    onSettled: () => invalidateFavoriteQueries(queryClient, providerId),
  });

  const setFavorite = (next: boolean) => {
    if (!signedIn) {
      if (!next) return;
      session.actor.send({
        type: 'session.saveFavorite',
        favorite: {
          target: 'provider',
          target_id: providerId,
          ...(source === undefined ? {} : { additional_data: { source } }),
        },
      });
      session.actor.send({
        type: 'session.signIn',
        path: location.pathname,
        query: Object.fromEntries(new URLSearchParams(location.search)),
        context: 'favorite',
      });
      return;
    }
    mutation.mutate(next);
  };

  const value = shown ?? (favorite || (!signedIn && pending));
  return {
    favorite: value,
    busy: mutation.isPending,
    setFavorite,
    toggle: () => {
      setFavorite(!value);
    },
  };
}
