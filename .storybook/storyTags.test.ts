// The second brand runs one story of each component's file, the one tagged `second-brand`
// (.storybook/vitest.config.ts, `storybook-second`). A file without it would not be checked in that brand at
// all (the Storybook plugin turns a file with no story to run into a skipped suite), and a file with
// two would picture a state twice: each file of the component library has exactly one.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const uiSource = fileURLToPath(new URL('../packages/ui/src/', import.meta.url));

/** The names of the stories of `file` that carry `tag` on the story itself. */
async function storiesTagged(file: string, tag: string): Promise<string[]> {
  const csf = loadCsf(await readFile(file, 'utf8'), { fileName: file, makeTitle: (title) => title }).parse();
  return csf.stories.filter((story) => story.tags?.includes(tag) ?? false).map((story) => story.id);
}

describe('the second brand story of each component file', () => {
  it('tags exactly one story of every Components and Marketplace story file', async () => {
    const files = (await readdir(uiSource, { recursive: true })).filter((file) =>
      file.endsWith('.stories.tsx'),
    );
    expect(files.length).toBeGreaterThan(50);

    const wrong: string[] = [];
    for (const file of files) {
      const tagged = await storiesTagged(`${uiSource}${file}`, 'second-brand');
      if (tagged.length !== 1) wrong.push(`${file}: ${tagged.length === 0 ? 'none' : tagged.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
