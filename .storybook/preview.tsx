import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { breakpoints, brands, dialogFullScreenBelow, themeRoot, themes, type Brand } from '@vo/ui';
import { ws, type AnyHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import type { Viewport } from 'storybook/viewport';
import { bothBrands, brandCaption, componentCanvas, docsCanvas } from './preview.css';
import { describeAsText } from './describeAsText';
import { BOTH_BRANDS, storyBrands } from './storyBrand';

// A play function's `findBy*` and `waitFor` wait for what the user would see. Testing Library's
// 1 s default was shorter than a loaded two-core machine takes to report a broken recording (CI:
// AudioPlayer's Failed story never saw its alert), so a story failed on time, not on behaviour.
configure({ asyncUtilTimeout: 5_000 });

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
 * Screens mount the whole app (`parameters.app`, see apps/web/src/testing/storyApp.tsx) and fill the
 * screen. Every other story (components, docs, machines) sits on a padded canvas, as designers expect
 * of a component; a component that is a page's edge or the page itself (a top bar, a bottom
 * navigation, an error page) says `parameters.canvas: 'full'` and keeps the full-screen ground. On a
 * docs page a canvas is only as tall as its example (a screen-high canvas per example made the Button
 * page 10,334 px tall, with each example in its corner).
 */
const canvasOf = (context: {
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly viewMode?: string;
}): string => {
  if (context.parameters['app'] !== undefined) return '';
  const padded = context.parameters['canvas'] !== 'full' ? ` ${componentCanvas}` : '';
  return `${padded}${context.viewMode === 'docs' ? ` ${docsCanvas}` : ''}`;
};

export const withBrandTheme: Decorator = (Story, context) => {
  const screen = context.parameters['app'] !== undefined;
  const canvas = canvasOf(context);
  const shown = screen ? storyBrands(context).slice(0, 1) : storyBrands(context);
  const ground = (brand: Brand, caption: boolean) => (
    <div key={brand} className={`${themes[brand]} ${themeRoot}${canvas}`} data-brand={brand}>
      {caption ? <p className={brandCaption}>{brandTitles[brand]}</p> : null}
      <Story />
    </div>
  );
  const [only] = shown;
  if (shown.length === 1 && only !== undefined) return ground(only, false);
  return <div className={bothBrands}>{shown.map((brand) => ground(brand, true))}</div>;
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

/**
 * The mocked API every story starts with: every operation of the document answers with generated data
 * (`@vo/sdk/mocks`, which brings faker and every operation's handler), and the live-update socket
 * (the session's liveUpdates child) connects and stays quiet. Imported on first use, not with the
 * preview: the preview's own chunk stays small, so the first story (a docs page most often) shows
 * without waiting for the mock data's code. Made once and reused by every story.
 */
let mockedApi: Promise<AnyHandler[]> | undefined;
const mockedApiHandlers = (): Promise<AnyHandler[]> =>
  (mockedApi ??= import('@vo/sdk/mocks').then(({ createMockHandlers }) => [
    ...createMockHandlers(),
    ws.link('*/api/socket').addEventListener('connection', () => undefined),
  ]));

const startMockServiceWorker = mswLoader();

/**
 * Starts MSW's service worker once, resets it before each story and installs the mocked API. A story
 * overrides an operation in its own `beforeEach({ msw })` with `msw.use(...)`: handlers added there
 * (after this loader) take precedence.
 */
const withMockedApi: Loader = async (context) => {
  const [handlers] = await Promise.all([mockedApiHandlers(), startMockServiceWorker(context)]);
  (context as unknown as { msw: { use: (...handlers: AnyHandler[]) => void } }).msw.use(...handlers);
  return {};
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme for every story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...brands.map((brand) => ({ value: brand, title: brandTitles[brand] })),
          { value: BOTH_BRANDS, title: 'Both brands, side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'main' satisfies Brand },
  decorators: [withBrandTheme],
  loaders: [withMockedApi],
  beforeEach() {
    // A fresh client (and fresh tokens) per story: a story that loses its session loses only its own.
    installDemoApiClient();
  },
  // Docgen's descriptions (a prop's or component's JSDoc) are Markdown, and Markdown renders raw HTML:
  // "A real <button>" drew a live button in the docs. Tags written in a description read as code.
  argTypesEnhancers: [
    ({ argTypes }) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, argType]) => [
          name,
          argType.description === undefined
            ? argType
            : { ...argType, description: describeAsText(argType.description) },
        ]),
      ),
  ],
  parameters: {
    // The brand decorator draws the canvas (padded for components, the full screen for screens) on
    // the brand's own ground, so Storybook adds no padding of its own.
    layout: 'fullscreen',
    docs: {
      // The component's own JSDoc (from docgen), under a meta without a description of its own.
      extractComponentDescription: (component: unknown) => {
        const docgen = (component as { __docgenInfo?: { description?: unknown } } | null)?.__docgenInfo;
        const description = docgen?.description;
        return typeof description === 'string' && description !== '' ? describeAsText(description) : null;
      },
    },
    options: {
      // The sidebar reads from the foundations to the app: the docs, the components, the marketplace's
      // components, the screens, then the machines (a QA tool).
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Usage', 'Tokens', '*'],
          'Components',
          'Marketplace',
          'Screens',
          'Machines',
        ],
      },
    },
    // axe fails a story on a violation. Under Vitest (mode 'test') it only collects violations in
    // full: every pass and needs-review result keeps one node, which spared it about a tenth of
    // the stories' time (the components' 439 stories at rest: 132 -> 123 s; a screen's axe run
    // 0.9 -> 0.7 s). Storybook's own Accessibility panel keeps every node of every result.
    a11y: {
      test: 'error',
      ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}),
    },
    viewport: { options: viewports },
    controls: { expanded: true },
  },
};

export default preview;
