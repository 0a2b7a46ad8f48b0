import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a measuring script of this repository with `--json` (and `args`) and returns the JSON of its last line.
 * The scripts exit 1 when a check fails; their JSON is still on stdout, so the test can say which.
 */
export function runJsonScript(path: string, args: readonly string[] = []): unknown {
  const script = fileURLToPath(new URL(`../${path}`, import.meta.url));
  let output: string;
  try {
    output = execFileSync(process.execPath, [script, '--json', ...args], { encoding: 'utf8' });
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? '';
  }
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}
