import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, themeRoot, themes } from '@vo/ui';
import { RouterProvider } from 'react-router/dom';
import { AppServicesProvider, type AppServices } from '../lib/AppContext';

export interface AppProps {
  services: AppServices;
  queryClient: QueryClient;
  /** A browser router in the app, a memory router in tests. */
  router: Parameters<typeof RouterProvider>[0]['router'];
}

/** The app's providers around the router: data, services, snackbars, and the brand's theme root. */
export function App({ services, queryClient, router }: AppProps) {
  const { brand, environment } = services.site;
  return (
    <QueryClientProvider client={queryClient}>
      <AppServicesProvider value={services}>
        {/* data-theme: portals (dialogs, drawers) read the brand from it. */}
        <div className={`${themes[brand]} ${themeRoot}`} data-theme={brand} data-environment={environment}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </div>
      </AppServicesProvider>
    </QueryClientProvider>
  );
}
