/**
 * The embedded build's stand-in for `tldts` (src/mocks/publicSuffixLite.ts, aliased in
 * vite.config.ts; issue 11 "Fast on a cheap phone"): MSW's cookie store asks tough-cookie, which asks
 * `getDomain`, for every request; the demo's hosts need only the default public-suffix rule ("*"),
 * not the 300 KB list. Expected values are what the real tldts answers for those hosts.
 */
import { describe, expect, it } from 'vitest';
import { getDomain } from '../../../src/mocks/publicSuffixLite';

describe('publicSuffixLite.getDomain', () => {
  it('answers like tldts for the hosts the demo is served on', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('demo.mitur.local')).toBe('mitur.local');
    expect(getDomain('www.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
    expect(getDomain('')).toBeNull();
  });
});
