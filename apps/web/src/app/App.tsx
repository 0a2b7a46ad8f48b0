import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, themeRoot, themes } from '@vo/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppServicesProvider, type AppServices } from '../lib/AppContext';

export interface AppProvidersProps {
  services: AppServices;
  queryClient: QueryClient;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** The app's providers around the router: data, services, snackbars, and the brand's theme root. */
export function AppProviders({ services, queryClient, children }: AppProvidersProps) {
  const { brand, environment } = services.site;
  return (
    <QueryClientProvider client={queryClient}>
      <AppServicesProvider value={services}>
        {/* data-theme: portals (dialogs, drawers) read the brand from it. */}
        <div className={`${themes[brand]} ${themeRoot}`} data-theme={brand} data-environment={environment}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </div>
      </AppServicesProvider>
    </QueryClientProvider>
  );
}

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  /** A browser router in the app, a memory router in tests. */
  router: Parameters<typeof RouterProvider>[0]['router'];
}

/** The app in the browser: its providers and the router. */
export function App({ services, queryClient, router }: AppProps) {
  return (
    <AppProviders services={services} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
