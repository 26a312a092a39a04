/**
 * The test set-up's two savings keep what a test can see (tests/setup.ts; issue 29 item 1):
 * tests/support/observedStyles.ts keeps of sonner's style sheet the rules that set `display`,
 * `visibility` or `pointer-events` (a toast sonner hides still takes no click), and
 * tests/support/elementErrors.ts leaves the document out of a wait's polled errors only: a failed
 * `getBy*` and a `findBy*` that times out still print it (Testing Library's documented error, with
 * the DOM), once. And an accessibility check (axe-core) leaves the document's styles as it found them:
 * jsdom's missing hit testing says it cannot answer (tests/setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';

/** The `<style>` sonner injected on import (its rules name `data-sonner-toast`). */
function sonnerSheet(): CSSStyleSheet {
  const sheet = Array.from(document.styleSheets).find((s) => s.ownerNode?.textContent?.includes('[data-sonner-toast]'));
  if (!sheet) throw new Error("sonner's style sheet is not in the document");
  return sheet;
}

describe('test set-up', () => {
  it("keeps of sonner's style sheet only rules that set display, visibility or pointer-events", () => {
    const rules = Array.from(sonnerSheet().cssRules) as CSSStyleRule[];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(
        ['display', 'visibility', 'pointer-events'].some((p) => rule.style.getPropertyValue(p) !== ''),
        rule.cssText,
      ).toBe(true);
    }
  });

  it('a toast sonner hides (data-visible=false) still computes pointer-events: none', () => {
    render(
      <div data-sonner-toast="" data-visible="false">
        <button type="button">Cerrar</button>
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Cerrar' })).pointerEvents).toBe('none');
  });

  it('an axe-core check leaves no style behind: a hidden toast still computes pointer-events: none', async () => {
    const styles = document.querySelectorAll('style').length;
    render(
      <main>
        <h1>Pago</h1>
        <dialog open aria-label="Asignar documento">
          <button type="button">Asignar</button>
        </dialog>
      </main>,
    );
    // As the views' checks run it (e.g. tests/views/requests/PaymentsTab.test.tsx). With a dialog open,
    // axe asks for the elements at a point (to tell what the modal hides).
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(result.violations).toEqual([]);
    expect(document.querySelectorAll('style')).toHaveLength(styles);
    render(
      <div data-sonner-toast="" data-visible="false">
        <button type="button">Cerrar</button>
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Cerrar' })).pointerEvents).toBe('none');
  });

  it('a failed getBy* prints the document once', () => {
    render(<p>Contenido de la página</p>);
    let error: Error | undefined;
    try {
      screen.getByText('Texto ausente');
    } catch (e) {
      error = e as Error;
    }
    expect(error?.name).toBe('TestingLibraryElementError');
    expect(error?.message).toContain('Unable to find an element with the text: Texto ausente');
    expect(error?.message.match(/Contenido de la página/g)).toHaveLength(1);
  });

  it('a findBy* that times out prints the document once, as it was then', async () => {
    render(<p>Contenido de la página</p>);
    const error: unknown = await screen.findByText('Texto ausente', undefined, { timeout: 100 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof Error)) throw new Error('findByText found a text that is not there');
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find an element with the text: Texto ausente');
    expect(error.message.match(/Contenido de la página/g)).toHaveLength(1);
  });
});
