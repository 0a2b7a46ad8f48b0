import type { Decorator, Preview } from '@storybook/react-vite';
import { createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { createMockHandlers } from '@vo/sdk/mocks';
import { breakpoints, brands, dialogFullScreenBelow, themeRoot, themes, type Brand } from '@vo/ui';
import { ws } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Viewport } from 'storybook/viewport';
import { storyBrand } from './storyBrand';

/** The SDK client the machines' default actors use: the mocked API at /api, signed in as "demo". */
function installDemoApiClient(): void {
  setDefaultApiClient(
    createApiClient({
      baseUrl: '/api',
      tokens: createMemoryTokenStorage({ accessToken: 'demo', refreshToken: 'demo' }),
    }),
  );
}

installDemoApiClient();

/** The toolbar's names for the brands of @vo/ui. */
const brandTitles: Record<Brand, string> = { main: 'Main brand', second: 'Second brand' };

/**
 * Wraps a story in its brand's theme (see `storyBrand`): the theme class fills the contract,
 * `themeRoot` lays the brand's surface and text colour under the story.
 */
export const withBrandTheme: Decorator = (Story, context) => {
  const brand = storyBrand(context);
  return (
    <div className={`${themes[brand]} ${themeRoot}`} data-brand={brand}>
      <Story />
    </div>
  );
};

/** The spec's breakpoints (section 9) as viewports, plus the 660 px dialog switch. */
const viewports: Record<string, Viewport> = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  dialogSwitch: {
    name: `Dialog switch (${dialogFullScreenBelow} px)`,
    styles: { width: `${dialogFullScreenBelow}px`, height: '900px' },
    type: 'mobile',
  },
  tablet: {
    name: `Tablet (${breakpoints.tablet} px)`,
    styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
    type: 'tablet',
  },
  large: {
    name: `Large (${breakpoints.large} px)`,
    styles: { width: `${breakpoints.large}px`, height: '768px' },
    type: 'desktop',
  },
  desktop: {
    name: `Desktop (${breakpoints.desktop} px)`,
    styles: { width: `${breakpoints.desktop}px`, height: '800px' },
    type: 'desktop',
  },
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme for every story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand, title: brandTitles[brand] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'main' satisfies Brand },
  decorators: [withBrandTheme],
  // Starts MSW's service worker once and installs `parameters.msw` before each story.
  loaders: [mswLoader()],
  beforeEach() {
    // A fresh client (and fresh tokens) per story: a story that loses its session loses only its own.
    installDemoApiClient();
  },
  parameters: {
    layout: 'fullscreen',
    // Every operation of the document answers with generated data. A story overrides a path in its
    // own `beforeEach({ msw })` with `msw.use(...)`: handlers added there take precedence.
    msw: {
      handlers: {
        sdk: createMockHandlers(),
        // The live-update socket (session's liveUpdates child) connects and stays quiet.
        socket: ws.link('*/api/socket').addEventListener('connection', () => undefined),
      },
    },
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
  },
};

export default preview;
