/**
 * The tourism-investment address of the configuration (src/config.ts `resolveConfig`; README "Modes
 * and configuration"; spec 000 §1 'A linked external system tracks tourism investment', issue 26
 * row 1): a fictional address in embedded mode, none in a remote build unless configured.
 */
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config';

describe('VITE_TOURISM_INVESTMENT_URL', () => {
  it('is a fictional address in embedded mode (no real host) and the configured one when given', () => {
    const demo = resolveConfig({ VITE_BACKEND: 'embedded' }).tourismInvestmentUrl;
    expect(new URL(demo).hostname.endsWith('.local')).toBe(true);
    expect(resolveConfig({ VITE_BACKEND: 'embedded', VITE_TOURISM_INVESTMENT_URL: 'https://inversion.example.test/' }).tourismInvestmentUrl).toBe(
      'https://inversion.example.test/',
    );
  });

  it('is empty in a remote build without the variable (no link), and the configured one with it', () => {
    expect(resolveConfig({ VITE_BACKEND: 'remote' }).tourismInvestmentUrl).toBe('');
    expect(resolveConfig({ VITE_BACKEND: 'remote', VITE_TOURISM_INVESTMENT_URL: 'https://inversion.example.test/' }).tourismInvestmentUrl).toBe(
      'https://inversion.example.test/',
    );
  });
});
