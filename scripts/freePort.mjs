// A TCP port for a server a test or a benchmark starts (the journeys' server and its payments
// sandbox, the kill -9 test's server, the Lighthouse benchmark's server): the port the system hands
// a probe listening on port 0, free again once the probe closes.
import { createServer } from 'node:net';

/** A TCP port nobody listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}
