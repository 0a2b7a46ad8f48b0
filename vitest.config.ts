import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { uploadFixture } from './packages/sdk/testing/uploadFixture';

// Debian's Chromium (apt-get install chromium); no browser is downloaded. The flags keep it off the
// network this machine does not have. A fresh provider object per project (sharing one mislabels).
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
          root: 'packages/sdk',
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
          root: 'packages/sdk',
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
        test: {
          name: 'tooling',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'openapi/**/*.test.ts', '*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
