/** How much of an upload's body has gone out. */
export interface UploadProgress {
  loaded: number;
  /** The body's size in bytes; 0 when the browser cannot tell. */
  total: number;
  /** loaded / total, between 0 and 1 (0 while total is unknown). */
  fraction: number;
}

export interface XhrSendOptions {
  /** The body to send; XHR sets the multipart content type (with its boundary) for a FormData. */
  body?: XMLHttpRequestBodyInit | null | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * Sends a Request's method, URL and headers with XMLHttpRequest, plus `body`, and resolves with a
 * fetch Response: an upload goes through the same pipeline as every other call while reporting
 * upload progress, which fetch cannot. The body stays a FormData (not a copy of the file in memory)
 * and can be sent again when the pipeline replays the call.
 */
export function sendWithXhr(
  request: Request,
  { body = null, onProgress, signal }: XhrSendOptions = {},
): Promise<Response> {
  if (signal?.aborted) return Promise.reject(new DOMException('The upload was aborted.', 'AbortError'));
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    xhr.responseType = 'arraybuffer';
    request.headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    // Settle on the signal itself rather than on the xhr's abort event: the caller asked to stop, and
    // some XHR implementations (and interceptors) never fire abort for a request still waiting.
    const onAbort = () => {
      xhr.abort();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({
          loaded: event.loaded,
          total,
          fraction: total > 0 ? Math.min(event.loaded / total, 1) : 0,
        });
      });
    }
    xhr.addEventListener('load', () => {
      done();
      const status = xhr.status;
      const nullBody = status === 204 || status === 205 || status === 304;
      const raw: unknown = xhr.response;
      resolve(
        new Response(nullBody || !(raw instanceof ArrayBuffer) ? null : raw, {
          status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    xhr.send(body);
  });
}
