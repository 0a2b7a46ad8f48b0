import type { Preview } from '@storybook/react-vite';
import { createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { createMockHandlers } from '@vo/sdk/mocks';
import { ws } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';

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

const preview: Preview = {
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
    controls: { expanded: true },
  },
};

export default preview;
