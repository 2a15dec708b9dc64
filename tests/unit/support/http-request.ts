// One request to a test's own HTTP server, answered as text (decompressed when the server sent gzip or Brotli), for the
// tests of the shop's server (tests/unit/server).
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** `bytes` is the body's length as it came over the wire, before decoding. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; bytes: number };

export function requestTo(
  server: Server,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        // A HEAD answer names its encoding but has no body to decode.
        const decoded =
          raw.length === 0
            ? raw
            : encoding === 'gzip'
              ? gunzipSync(raw)
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : raw;
        const body = decoded.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytes: raw.length });
      });
    })
      .on('error', reject)
      .end();
  });
}
