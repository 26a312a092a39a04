/**
 * Keeps, of the style sheets a library injected into the test document, only the rules a test can
 * observe (issue 29 item 1: the Vitest stage's cost).
 *
 * sonner injects its whole style sheet (97 rules, 15 KB) into `document.head` when it is imported.
 * In jsdom every `getComputedStyle` matches every rule of every sheet against the element and, for
 * the inherited `visibility`, against each of its ancestors; Testing Library's `*ByRole` queries
 * call it for each candidate element and for each node of its accessible name. With sonner's sheet in
 * place this was about a tenth of a fault-matrix row's CPU time (a profile of
 * tests/faults/session.faults.test.tsx: `getComputedStyle` 8.1 s of 87 s).
 *
 * What the tests' tools read of the computed style: Testing Library and dom-accessibility-api
 * (`display: none`, `visibility` hidden or collapse: the element is not in the accessibility tree),
 * user-event (`pointer-events: none`: a click is refused) and the fault matrix's drivers
 * (`pointer-events` of a dialog). The rules that set one of these properties, to any value, are kept
 * whole (with their other declarations; sonner: 6 of 97), and so are the conditional groups (`@media`, `@supports`) that contain
 * one; the others (layout, colours, animations, custom properties) cannot change a test's outcome
 * and are dropped. No test reads another computed property (jest-dom's `toBeVisible`, which also
 * reads `opacity`, is not used).
 */

/** The properties whose computed value a test's tools read (see the module documentation). */
const OBSERVED = ['display', 'visibility', 'pointer-events'] as const;

/** True when the rule, or a rule it groups, sets an observed property (to any value). */
function observable(rule: CSSRule): boolean {
  if ('style' in rule && rule.style instanceof CSSStyleDeclaration) {
    const style = rule.style;
    return OBSERVED.some((property) => style.getPropertyValue(property) !== '');
  }
  if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule)) return Array.from((rule as CSSGroupingRule).cssRules).some(observable);
  return false;
}

/**
 * Rewrites every `<style>` element of `doc` to the rules of it a test can observe; returns how many
 * rules were dropped. `<link>` sheets are left alone (none is loaded in jsdom).
 */
export function keepObservedStyleRules(doc: Document): number {
  let dropped = 0;
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    const rules = Array.from(style.sheet?.cssRules ?? []);
    const kept = rules.filter(observable);
    dropped += rules.length - kept.length;
    if (kept.length < rules.length) style.textContent = kept.map((rule) => rule.cssText).join('\n');
  }
  return dropped;
}
