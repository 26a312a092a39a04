import { describe, expect, it } from 'vitest';
import { resolveRoute, matchRoute, ROUTES, safeDecode } from '../../src/domain/routes';

describe('resolveRoute (spec 000 §2, spec 001 §2)', () => {
  it('sends root and unknown paths to /public', () => {
    expect(resolveRoute('/', 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
    expect(resolveRoute('/no/such/page', 'authenticated')).toEqual({ kind: 'redirect', to: '/public' });
    expect(resolveRoute('/app', 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
  });

  it('renders public pages for everyone, with params', () => {
    const d = resolveRoute('/app/serviceDescription/12', 'anonymous');
    expect(d.kind).toBe('render');
    if (d.kind === 'render') {
      expect(d.route.id).toBe('serviceDescription');
      expect(d.params).toEqual({ serviceID: '12' });
    }
    expect(resolveRoute('/app/activateAccount/abc-123', 'authenticated').kind).toBe('render');
  });

  it('accepts only direction ids 1-4 on /app/listOfServices', () => {
    for (const id of ['1', '2', '3', '4']) expect(resolveRoute(`/app/listOfServices/${id}`, 'anonymous').kind).toBe('render');
    for (const id of ['0', '5', 'x', '12']) {
      expect(resolveRoute(`/app/listOfServices/${id}`, 'anonymous')).toEqual({ kind: 'redirect', to: '/app/allServices' });
    }
  });

  it('sends anonymous users away from login-required routes, and waits while the session loads', () => {
    for (const p of ['/app/myDesk', '/app/myConfiguration', '/app/requestService/3', '/app/serviceRequestedDetails/9']) {
      expect(resolveRoute(p, 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
      expect(resolveRoute(p, 'unknown').kind).toBe('wait');
      expect(resolveRoute(p, 'authenticated').kind).toBe('render');
    }
  });

  it('keeps signed-in users away from register, reset and login', () => {
    for (const p of ['/app/register', '/public/requestPassword', '/public/login']) {
      expect(resolveRoute(p, 'authenticated')).toEqual({ kind: 'redirect', to: '/app/myDesk' });
      expect(resolveRoute(p, 'anonymous').kind).toBe('render');
    }
  });

  it('does not require login for the payment return page', () => {
    expect(resolveRoute('/app/validatePayment/5', 'anonymous').kind).toBe('render');
  });

  it('matches the request page with optional company segments', () => {
    expect(matchRoute('/app/requestService/7/3/Hotel%20Sol')?.params).toEqual({
      serviceID: '7',
      companyID: '3',
      companyName: 'Hotel Sol',
    });
    expect(matchRoute('/app/requestService/7')?.params).toEqual({ serviceID: '7' });
  });

  it('serves the demo mailbox only in embedded builds', () => {
    expect(matchRoute('/demo/mailbox', true)?.route.id).toBe('demoMailbox');
    expect(matchRoute('/demo/mailbox', false)).toBeNull();
  });

  it('declares every route of both spec tables', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    for (const p of [
      '/public',
      '/public/login',
      '/public/requestPassword',
      '/public/mobileValidation',
      '/app/register',
      '/app/activateAccount/:activationToken',
      '/app/acceptMembership',
      '/app/serviceDescription/:serviceID',
      '/app/listOfServices/:categoryID',
      '/app/allServices',
      '/app/contact',
      '/app/generalQueries',
      '/app/policy',
      '/app/myDesk',
      '/app/myConfiguration',
      '/app/serviceRequestedDetails/:requestID',
      '/app/validatePayment/:requestID',
    ])
      expect(patterns).toContain(p);
  });
});

describe('route values are checked before any call (issue 25; docs/ARCHITECTURE.md "No blank page, ever")', () => {
  it("a value that does not decode, or is not its route's shape, leads to the page's not-found state with no value to call with", () => {
    // spec 001 §2 / §8: a service that cannot be loaded → /public.
    for (const path of [
      '/app/serviceDescription/%',
      '/app/serviceDescription/%C3%28',
      '/app/serviceDescription/abc',
      '/app/serviceDescription/0',
      '/app/serviceDescription/1e3',
    ]) {
      expect(resolveRoute(path, 'anonymous'), path).toEqual({ kind: 'redirect', to: '/public' });
    }
    for (const path of ['/app/requestService/%', '/app/requestService/abc', '/app/requestService/27/3/%E0%A4%A']) {
      expect(resolveRoute(path, 'authenticated'), path).toEqual({ kind: 'redirect', to: '/public' });
    }
    expect(resolveRoute('/app/activateAccount/%', 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
    // The request detail and the payment validation show their own not-found state: no parameters.
    for (const path of ['/app/serviceRequestedDetails/%', '/app/serviceRequestedDetails/abc', '/app/serviceRequestedDetails/%E0%A4%A']) {
      const d = resolveRoute(path, 'authenticated');
      expect(d.kind === 'render' && [d.route.id, d.params], path).toEqual(['serviceRequestedDetails', {}]);
    }
    const payment = resolveRoute('/app/validatePayment/%zz', 'anonymous');
    expect(payment.kind === 'render' && payment.params).toEqual({});
    // Anonymous visitors of a private page still go home first; the session still loads first.
    expect(resolveRoute('/app/serviceRequestedDetails/abc', 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
    expect(resolveRoute('/app/serviceRequestedDetails/abc', 'unknown').kind).toBe('wait');
  });

  it('well-formed values are decoded; a company id stays text (the chart refuses one that is not represented)', () => {
    expect(matchRoute('/app/serviceDescription/2')).toMatchObject({ params: { serviceID: '2' }, malformed: false });
    expect(matchRoute('/app/serviceDescription/%')).toMatchObject({ params: {}, malformed: true });
    expect(matchRoute('/app/requestService/2/7/Hotel%20Caribe')?.params).toEqual({ serviceID: '2', companyID: '7', companyName: 'Hotel Caribe' });
    expect(matchRoute('/app/requestService/2/x9/Hotel')).toMatchObject({ params: { serviceID: '2', companyID: 'x9' }, malformed: false });
    expect(matchRoute('/app/activateAccount/abc%2D123')?.params).toEqual({ activationToken: 'abc-123' });
  });

  it('safeDecode keeps a malformed query value as typed instead of throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
    expect(safeDecode('Hotel%20Caribe')).toBe('Hotel Caribe');
  });
});
