// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// production build, at the highest levels (done once at build time, not per request). The server
// (apps/api src/http/webAssets.ts) sends the copy the browser's accept-encoding asks for. A copy
// that would not be smaller than the file, or a file under 1 KB, is not written.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|ico|json|webmanifest|txt|xml)$/;
// The zlib thread pool, so the files compress in parallel.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Rolldown closes a failed build too, before it reports the build's error: with no output
      // folder there is nothing to compress, and failing here would hide that error behind ENOENT.
      if (!existsSync(outDir)) return;
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [brotli, gzipped] = await Promise.all([
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
