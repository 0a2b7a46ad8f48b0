import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { uploadFixture } from './packages/sdk/testing/uploadFixture';

// Debian's Chromium (apt-get install chromium); no browser is downloaded. The flags keep it off the
// network this machine does not have. A fresh provider object per project (sharing one mislabels).
/** A path of this repository, absolute: the projects also run from a package folder (`npm test -w`). */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--no-first-run',
      ],
    },
  });

// One Vitest run for the whole repository; each package adds its projects here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sdk',
          root: at('packages/sdk'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        plugins: [uploadFixture()],
        test: {
          name: 'sdk-browser',
          root: at('packages/sdk'),
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The component library's behavioural tests, rendered in Chromium with its real styles.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          root: at('packages/ui'),
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'machines',
          root: at('packages/machines'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Every story of .storybook/main.ts as a test in Chromium: its play function, then axe
        // (`parameters.a11y.test: 'error'` in preview fails a story with a violation).
        plugins: [storybookTest({ configDir: at('.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The same stories again in the second brand skin (the setup file sets the brand).
        plugins: [storybookTest({ configDir: at('.storybook') })],
        test: {
          name: 'storybook-second',
          setupFiles: [at('.storybook/second-brand.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'tooling',
          root: at('.'),
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'openapi/**/*.test.ts', '*.test.ts', '.storybook/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
