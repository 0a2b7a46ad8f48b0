import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Lints a virtual file at a given place in the tree: the boundaries are a property of the config,
// so they are tested through it rather than trusted. Type information is off: the virtual file
// belongs to no TypeScript project, and the boundary rule does not need types.
const eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: tseslint.configs.disableTypeChecked });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('forbids ui from importing the sdk', async () => {
    const messages = await restrictedImports(
      'packages/ui/src/components/Button/Button.tsx',
      "import { createApiClient } from '@vo/sdk';\nexport const c = createApiClient;\n",
    );
    expect(messages.join('\n')).toContain('ui takes data through props');
  });

  it("refuses a deep import into a sibling component's folder", async () => {
    const sibling = await restrictedImports(
      'packages/ui/src/components/Select/Select.tsx',
      "import { control } from '../TextField/TextField.css';\nexport const c = control;\n",
    );
    const acrossSections = await restrictedImports(
      'packages/ui/src/marketplace/ProjectCard/ProjectCard.tsx',
      "import { cardElements } from '../../components/Card/variants';\nexport const c = cardElements;\n",
    );
    const inAStory = await restrictedImports(
      'packages/ui/src/marketplace/ProviderCard/ProviderCard.stories.tsx',
      "import { exampleRecordings } from '../RecordingCard/fixtures';\nexport const r = exampleRecordings;\n",
    );
    for (const messages of [sibling, acrossSections, inAStory]) {
      expect(messages.join('\n')).toContain('through its index.ts');
    }
  });

  it('lets a component use another through its index, shared code from internal/, and its own files', async () => {
    const messages = await restrictedImports(
      'packages/ui/src/marketplace/ProjectCard/ProjectCard.tsx',
      [
        "import { Card } from '../../components/Card';",
        "import { AudioPlayer } from '../AudioPlayer';",
        "import { cx } from '../../internal/cx';",
        "import { vars } from '../../theme/contract.css';",
        "import * as styles from './ProjectCard.css';",
        'export const all = [Card, AudioPlayer, cx, vars, styles];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('forbids machines from importing React', async () => {
    const messages = await restrictedImports(
      'packages/machines/src/offer/offerMachine.ts',
      "import { useState } from 'react';\nexport const u = useState;\n",
    );
    expect(messages.join('\n')).toContain('machines never import React');
  });

  it('forbids the sdk from importing the layers above it', async () => {
    const messages = await restrictedImports(
      'packages/sdk/src/client/core.ts',
      "import { x } from '@vo/machines';\nexport const y = x;\n",
    );
    expect(messages.join('\n')).toContain('The sdk depends on the document only');
  });

  it('keeps mocks out of app code but allows them in tests', async () => {
    const app = await restrictedImports(
      'apps/web/src/app/providers.tsx',
      "import { createMockHandlers } from '@vo/sdk/mocks';\nexport const h = createMockHandlers;\n",
    );
    const test = await restrictedImports(
      'apps/web/src/app/providers.test.tsx',
      "import { createMockHandlers } from '@vo/sdk/mocks';\nexport const h = createMockHandlers;\n",
    );
    const e2eHelper = await restrictedImports(
      'apps/web/e2e/api.ts',
      "import { signIn } from '@vo/sdk/testing';\nexport const s = signIn;\n",
    );
    expect(app.join('\n')).toContain('must never reach a production bundle');
    expect(test).toEqual([]);
    expect(e2eHelper).toEqual([]);
  });

  it('forbids deep imports into another package', async () => {
    const messages = await restrictedImports(
      'apps/web/src/app/router.tsx',
      "import { customFetch } from '@vo/sdk/src/client/mutator';\nexport const f = customFetch;\n",
    );
    expect(messages.join('\n')).toContain('never by path into its sources');
  });

  it('lets the web app import the sdk and ui through their entries', async () => {
    const messages = await restrictedImports(
      'apps/web/src/app/router.tsx',
      "import { createApiClient } from '@vo/sdk';\nexport const c = createApiClient;\n",
    );
    expect(messages).toEqual([]);
  });
});

/** The messages of the app's feature-boundary rule for a virtual file. */
async function featureBoundaryMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'vo/feature-boundaries').map((m) => m.message);
}

describe('feature boundaries in the app', () => {
  it('forbids a feature from importing another feature', async () => {
    const messages = await featureBoundaryMessages(
      'apps/web/src/features/search/SearchPage.tsx',
      "import { VoiceActorProfilePage } from '../voiceActorProfile/VoiceActorProfilePage';\nexport const p = VoiceActorProfilePage;\n",
    );
    expect(messages.join('\n')).toContain('a feature never imports another feature');
  });

  it('forbids a feature from reaching into app/, at any depth', async () => {
    const messages = await featureBoundaryMessages(
      'apps/web/src/features/search/filters/Filters.tsx',
      "import { createAppRoutes } from '../../../app/router';\nexport const r = createAppRoutes;\n",
    );
    expect(messages.join('\n')).toContain('features never import app/ internals');
  });

  it('forbids lib/ from importing features, app/ or routes/', async () => {
    const sources = ['../features/auth/SignInPage', '../app/router', '../routes/table'];
    const messages = await Promise.all(
      sources.map((from) =>
        featureBoundaryMessages(
          'apps/web/src/lib/format.ts',
          `import * as m from '${from}';\nexport const x = m;\n`,
        ),
      ),
    );
    for (const message of messages)
      expect(message.join('\n')).toContain('lib/ is shared code below the features');
  });

  it('lets a feature use its own files, lib/ and the packages; lets app/ and tests compose features', async () => {
    const feature = await featureBoundaryMessages(
      'apps/web/src/features/search/SearchPage.tsx',
      "import { a } from './filters/Filters';\nimport { b } from '../../lib/appServices';\nimport { Button } from '@vo/ui';\nexport const x = [a, b, Button];\n",
    );
    const app = await featureBoundaryMessages(
      'apps/web/src/app/shell/AppShell.tsx',
      "import { HintsOutlet } from '../../features/hints';\nexport const h = HintsOutlet;\n",
    );
    const test = await featureBoundaryMessages(
      'apps/web/src/features/search/SearchPage.test.tsx',
      "import { renderApp } from '../../testing/renderApp';\nexport const r = renderApp;\n",
    );
    expect([...feature, ...app, ...test]).toEqual([]);
  });
});

describe("the server's platform", () => {
  const refused = 'The platform never imports a module';

  it('refuses a module, a mail module, a route or the job registry in the platform', async () => {
    const cases: [string, string][] = [
      ['apps/api/src/live/hub.ts', "import { badgeStats } from '../modules/stats/stats';"],
      ['apps/api/src/http/errors.ts', "import { qaMessage } from '../modules/questions/qaMail';"],
      ['apps/api/src/jobs/queue.ts', "import { jobDefinitions } from '../jobRegistry';"],
      ['apps/api/src/files/pictures.ts', "import { projectHandlers } from '../routes/projects';"],
      ['apps/api/src/mail/mailbox.ts', "import { seedIfEmpty } from '../seed';"],
    ];
    for (const [file, line] of cases) {
      const messages = await restrictedImports(file, `${line}\nexport const x = 1;\n`);
      expect(messages.join('\n'), file).toContain(refused);
    }
  });

  it('lets the platform use the platform, and a module use the platform', async () => {
    const platform = await restrictedImports(
      'apps/api/src/http/userLimits.ts',
      "import { writeQuotas } from '../db/schema';\nimport type { Mailer } from '../mail/mailer';\nexport const x = [writeQuotas] as Mailer[] | unknown[];\n",
    );
    const module = await restrictedImports(
      'apps/api/src/modules/stats/stats.ts',
      "import { HttpError } from '../../http/errors';\nimport { LiveHub } from '../../live/hub';\nexport const x = [HttpError, LiveHub];\n",
    );
    expect([...platform, ...module]).toEqual([]);
  });

  it("refuses a module a route, the server's wiring or a platform internal", async () => {
    const cases = [
      "import { projectHandlers } from '../../routes/projects';",
      "import { jobDefinitions } from '../../jobRegistry';",
      "import { buildServer } from '../../server';",
      "import { seedIfEmpty } from '../../seed';",
      "import { createJobQueue } from '../../jobs/queue';",
      "import { mailboxRoutes } from '../../mail/mailbox';",
    ];
    for (const line of cases) {
      const messages = await restrictedImports(
        'apps/api/src/modules/projects/projects.ts',
        `${line}\nexport const x = 1;\n`,
      );
      expect(messages.join('\n'), line).toContain(
        'A module reaches the platform through its entry or Services',
      );
    }
  });
});

describe('file size', () => {
  const lines = (count: number) =>
    `${Array.from({ length: count }, (_, i) => `export const x${String(i)} = ${String(i)};`).join('\n')}\n`;
  const sizeMessages = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
  };

  it('refuses a hand-written file over 400 lines, a test included, and lets 400 through', async () => {
    expect(await sizeMessages('apps/web/src/features/search/SearchPage.tsx', lines(401))).toHaveLength(1);
    expect(await sizeMessages('apps/api/src/routes/projects/projects.test.ts', lines(401))).toHaveLength(1);
    expect(await sizeMessages('apps/web/src/features/search/SearchPage.tsx', lines(400))).toEqual([]);
  });

  it("leaves the seed's data tables whole", async () => {
    expect(await sizeMessages('apps/api/src/seed/data.ts', lines(800))).toEqual([]);
  });
});
