import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

// A real HTTP endpoint for the SDK's browser tests, served by Vitest's own Vite server: uploads go
// from real Chromium XHR over loopback to here, so progress, abort and replay are the browser's own.
// Each provider id selects one behaviour:
//   4821  echo: answers 201 with the byte count and the headers it received
//   4822  hang: reads the body and never answers (the client aborts)
//   4823  expiring: 401 NotTokenError unless the bearer is access-2 (see the refresh endpoint)
//   4824  too large: 413 with the error body

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fileSize(body: Buffer, contentType: string): number {
  // The size of the part named "file": from the end of its part headers to the next boundary.
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return -1;
  const text = body.toString('latin1');
  const start = text.indexOf('name="file"');
  if (start < 0) return -1;
  const dataStart = text.indexOf('\r\n\r\n', start) + 4;
  const dataEnd = text.indexOf(`\r\n--${boundary}`, dataStart);
  return dataEnd - dataStart;
}

export function uploadFixture(): Plugin {
  return {
    name: 'sdk-upload-fixture',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (url.startsWith('/api/auth/refresh_access_token')) {
          json(res, 200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
          return;
        }
        const match = /^\/api\/providers\/(\d+)\/samples$/.exec(url);
        if (!match || req.method !== 'POST') {
          next();
          return;
        }
        const id = match[1];
        void readBody(req).then((body) => {
          const contentType = req.headers['content-type'] ?? '';
          const received = {
            bytes: body.length,
            fileBytes: fileSize(body, contentType),
            multipart: contentType.startsWith('multipart/form-data; boundary='),
            authorization: req.headers.authorization ?? null,
            session: req.headers['x-session-id'] ?? null,
          };
          if (id === '4822') return; // never answers
          if (id === '4823' && req.headers.authorization !== 'Bearer access-2') {
            json(res, 401, {
              code: 'access_token_expired',
              message: 'expired',
              name: 'NotTokenError',
              no_report: true,
            });
            return;
          }
          if (id === '4824') {
            json(res, 413, {
              code: 'file_too_large',
              message: 'The file is larger than 200 MB.',
              name: 'PayloadTooLargeError',
              no_report: true,
            });
            return;
          }
          json(res, 201, received);
        });
      });
    },
  };
}
