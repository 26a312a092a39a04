// @vitest-environment node
/**
 * scripts/bench-sites.ts (issue 24; docs/BUDGETS.md "HTTP/2"): the benches' `--protocol` option
 * (HTTPS with HTTP/2 as deployed by default, plain HTTP/1.1 on request) and the run's certificate
 * Chromium accepts by its public key's SHA-256.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { protocolOption, runCertificate } from '../../../scripts/bench-sites';

describe('protocolOption', () => {
  it('is h2 unless --protocol says otherwise', () => {
    expect(protocolOption(['--runs', '3'])).toBe('h2');
    expect(protocolOption(['--protocol', 'http1'])).toBe('http1');
    expect(protocolOption(['--check', '--protocol', 'h2'])).toBe('h2');
  });

  it('refuses any other protocol, or a missing value', () => {
    expect(() => protocolOption(['--protocol', 'h3'])).toThrow(/h2 or http1/);
    expect(() => protocolOption(['--protocol'])).toThrow(/h2 or http1/);
  });
});

describe('runCertificate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a certificate for 127.0.0.1 and gives its public key hash as Chromium takes it (base64 SHA-256 of the DER key)', async () => {
    const cert = await runCertificate(dir);
    const text = execFileSync('openssl', ['x509', '-in', cert.certFile, '-noout', '-text'], { encoding: 'utf8' });
    expect(text).toContain('IP Address:127.0.0.1');
    expect(readFileSync(cert.keyFile, 'utf8')).toContain('PRIVATE KEY');
    const pub = execFileSync('openssl', ['x509', '-in', cert.certFile, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: pub });
    const { createHash } = await import('node:crypto');
    expect(cert.spki).toBe(createHash('sha256').update(der).digest('base64'));
    expect(cert.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
