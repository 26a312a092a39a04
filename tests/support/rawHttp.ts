/**
 * A raw HTTP request for the web-server tests (scripts/precompress.ts' preview middleware,
 * deploy/nginx): no automatic decompression and no URL normalisation, so the path is sent exactly as
 * written (`/app/%` included) and the body is the bytes as sent.
 * @param url absolute http URL; its path and query are sent verbatim.
 * @returns the status, the headers (lower-case names) and the body's bytes.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { origin, hostname, port } = new URL(url);
  const path = url.slice(origin.length) || '/';
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
