// @vitest-environment node
/**
 * The dev/preview server middleware of the simulated card gateway (vite.config.ts
 * `gatewayPostMiddleware`; issue 8, contract §3.4): the portal's real form POST to /demo/pasarela is
 * answered with 303 to GET /demo/pasarela?<the same fields>; any other call goes on.
 */
import { createServer, get as httpGet, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayPostMiddleware } from '../../../vite.config';

/** The contract §3.4 fields, urlencoded. */
const body = new URLSearchParams({
  codigoCentroRecaudacion: '0107',
  codigoServicio: '0254',
  montoServicio: '3500.00',
  nombre: 'Ana María Rodríguez Peña',
  numeroDocumento: '00104567896',
  tipoDocumento: 'C',
  medioPago: 'PagoEnLinea',
  idAutorizacionPortal: 'AUT-903',
  urlRetorno: 'http://localhost:5173/app/validatePayment/903?requiredActionID=77',
}).toString();

describe('gateway POST middleware (vite.config.ts, dev and preview servers)', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(): Promise<string> {
    const middleware = gatewayPostMiddleware('/demo/pasarela');
    server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 200;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers the urlencoded form POST with 303 to GET /demo/pasarela with the same fields; other calls go on', async () => {
    const base = await serve();
    const res = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = httpRequest(`${base}/demo/pasarela`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, (r) => {
        r.resume();
        resolve({ status: r.statusCode ?? 0, location: r.headers.location });
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(res.status).toBe(303);
    expect(res.location!.startsWith('/demo/pasarela?')).toBe(true);
    const fields = new URLSearchParams(res.location!.split('?')[1]);
    expect(Object.fromEntries(fields)).toEqual(Object.fromEntries(new URLSearchParams(body)));
    const other = await new Promise<string>((resolve, reject) => {
      httpGet(`${base}/demo/pasarela?x=1`, (r) => {
        let text = '';
        r.on('data', (c) => (text += c));
        r.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(other).toBe('next');
  });
});
