import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { applyHead, siteHead } from '../../lib/head';
import { loadedScreen, loadScreen } from '../../routes/screens';
import { isRouteHandle } from '../../routes/table';

/**
 * Keeps the document head in step with the current screen after each navigation (and as its data
 * arrives): its route module's `head`, or the brand's name. The server wrote the same head into the HTML.
 * A layout effect, so that a page setting its own title in an effect (the error pages) still wins.
 */
export function useDocumentHead(): void {
  const { site } = useAppServices();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const leaf = useMatches().findLast((match) => isRouteHandle(match.handle));
  const handle = isRouteHandle(leaf?.handle) ? leaf.handle : undefined;
  const params = leaf?.params;
  const written = useRef('');

  useLayoutEffect(() => {
    if (handle === undefined || params === undefined) return undefined;
    const screenName = handle.screen;
    const url = new URL(`${pathname}${search}`, window.location.origin);
    const write = () => {
      const screen = loadedScreen(screenName);
      // undefined: the screen's route module is still loading; null: its data is not there.
      const screenHead =
        screen === undefined ? undefined : (screen.head?.({ params, url, queryClient, site }) ?? null);
      const head = screenHead ?? siteHead(site);
      const key = JSON.stringify([url.href, head]);
      if (key === written.current) return;
      const firstWrite = written.current === '';
      written.current = key;
      // On the page's first load the document already holds the server's head (or the brand's
      // name): while the screen's route module loads, writing the brand's name would only flash it
      // over the server's title. The head is written again once the module is there.
      if (firstWrite && screenHead === undefined) return;
      applyHead(document, head, url);
    };
    write();
    let current = true;
    loadScreen(screenName)
      .then(() => {
        if (current) write();
      })
      .catch(() => undefined);
    const unsubscribe = queryClient.getQueryCache().subscribe(write);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [handle, params, pathname, search, queryClient, site]);
}
