// How the server is bundled with esbuild, shared by the build (scripts/build.mjs: dist/main.js) and
// the kill -9 test (modules/payments/killRestart.fixtures.ts, which bundles its own copy to restart).
// Dependencies stay external: Node resolves them from node_modules at run time (PGlite loads its
// WebAssembly from its package). The workspace packages (@vo/machines: the lifecycle rules) are
// bundled in from their TypeScript source (the "@vo/source" export condition).

/** esbuild's options for bundling `entryPoints` of the api package (at `apiDir`) into `outdir`. */
export function serverBuildOptions(apiDir, entryPoints, outdir) {
  return {
    absWorkingDir: apiDir,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    conditions: ['@vo/source'],
    plugins: [
      {
        name: 'external-but-workspace',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === 'entry-point' || args.path.startsWith('@vo/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
    sourcemap: true,
    logLevel: 'warning',
  };
}
