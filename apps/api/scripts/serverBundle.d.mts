import type { BuildOptions } from 'esbuild';

/** esbuild's options for bundling `entryPoints` of the api package (at `apiDir`) into `outdir`. */
export function serverBuildOptions(apiDir: string, entryPoints: string[], outdir: string): BuildOptions;
