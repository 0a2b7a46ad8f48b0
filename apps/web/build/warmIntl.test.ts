import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, withWarmIntl } from './warmIntl';

/** A stand-in for the browser's Worker: what the page started, and whether it ended it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly listeners = new Map<string, () => void>();
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, listener);
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.started = [];
  vi.unstubAllGlobals();
});

describe('the Intl warm-up of every page', () => {
  it('goes right after index.html’s charset, before anything the page loads', () => {
    const html = withWarmIntl(
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/assets/style.css">\n</head>',
    );
    const script = html.indexOf('<script>(function warmIntl');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('})();</script>');
  });

  it('says so when index.html has no charset to put it after', () => {
    expect(() => withWarmIntl('<head></head>')).toThrow('index.html has no <meta charset="UTF-8" />.');
  });

  it('starts a worker that builds number and date formats and says so, then ends it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl();
    const [worker] = FakeWorker.started;
    if (worker === undefined) throw new Error('No worker was started.');
    const prefix = 'data:text/javascript,';
    expect(worker.url.startsWith(prefix)).toBe(true);

    // The worker's own code, run as a worker would: it builds the formats, then posts.
    const posted: unknown[] = [];
    const built: string[] = [];
    const intl = {
      NumberFormat: class {
        constructor(locale: string) {
          built.push(`number ${locale}`);
        }
        format = () => '';
      },
      DateTimeFormat: class {
        constructor(locale: string) {
          built.push(`date ${locale}`);
        }
        format = () => '';
      },
    };
    runInNewContext(decodeURIComponent(worker.url.slice(prefix.length)), {
      Intl: intl,
      postMessage: (message: unknown) => posted.push(message),
    });
    expect(built).toEqual(expect.arrayContaining(['number en', 'number en-US', 'date en', 'date en-US']));
    expect(posted).toEqual(['ready']);

    expect(worker.terminated).toBe(false);
    worker.listeners.get('message')?.();
    expect(worker.terminated).toBe(true);
  });

  it('ends the worker if it fails, and does nothing where workers cannot start', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl();
    FakeWorker.started[0]?.listeners.get('error')?.();
    expect(FakeWorker.started[0]?.terminated).toBe(true);

    vi.stubGlobal('Worker', function refused() {
      throw new Error('Workers are not allowed here.');
    });
    expect(() => {
      warmIntl();
    }).not.toThrow();
  });
});
