/**
 * Spinner (src/views/components/Spinner.tsx): eight spokes turned one spoke at a time (issue 24: a
 * smooth turn was a new frame 60 times a second for Chromium's display compositor during every
 * signed-in page's load); decorative without a label, a polite status with one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Spinner } from '../../../src/views/components/Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('draws eight identical spokes (their angles and brightness come from its CSS)', () => {
    const { container } = render(<Spinner size="lg" />);
    const lines = [...container.querySelectorAll('svg line')];
    expect(lines).toHaveLength(8);
    expect(new Set(lines.map((l) => l.outerHTML)).size).toBe(1);
    // The stepped turn itself is in the built style sheet (jsdom applies none): tests/unit/scripts/remoteBuild.test.ts.
  });

  it('is decorative without a label and a polite status with its Spanish label', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('[data-spinner]')!.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    render(<Spinner label="Cargando" />);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
  });
});
