import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { applyHead, siteHead } from '../../lib/head';
import { SCREEN_SLOTS } from '../../routes/screens';
import type { RouteHandle } from '../router';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'entry' in handle;

/**
 * Keeps the document head in step with the current screen after each navigation (and as its data
 * arrives): its slot's `head`, or the brand's name. The server wrote the same head into the HTML.
 * A layout effect, so that a page setting its own title in an effect (the error pages) still wins.
 */
export function useDocumentHead(): void {
  const { site } = useAppServices();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const leaf = useMatches().findLast((match) => isRouteHandle(match.handle));
  const entry = leaf === undefined ? undefined : (leaf.handle as RouteHandle).entry;
  const params = leaf?.params;
  const written = useRef('');

  useLayoutEffect(() => {
    if (entry === undefined || params === undefined) return undefined;
    const slot = SCREEN_SLOTS[entry.screen ?? 'notFound'];
    const url = new URL(`${pathname}${search}`, window.location.origin);
    const write = () => {
      const screenHead = slot.head?.({ params, url, queryClient, site });
      // Its module is still loading (a hydrated page): the document keeps the head the server
      // wrote, rather than flashing the brand's name, until loadHead writes it again.
      if (screenHead === undefined && slot.head !== undefined) return;
      const head = screenHead ?? siteHead(site);
      const key = JSON.stringify([url.href, head]);
      if (key === written.current) return;
      written.current = key;
      applyHead(document, head, url);
    };
    write();
    if (slot.head === undefined) return undefined;
    let current = true;
    // A head from a module loaded on first use is written again once the module is there.
    slot
      .loadHead?.()
      .then(() => {
        if (current) write();
      })
      .catch(() => undefined);
    const unsubscribe = queryClient.getQueryCache().subscribe(write);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [entry, params, pathname, search, queryClient, site]);
}
