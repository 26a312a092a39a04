/**
 * Rule strings of the expert form (contract §2.5 RULE list; spec 001 §4 "Field rules are driven by
 * chosen option values").
 *
 * Grammar: `"<a1>,<a2>,...:<f1>,<f2>,..."`, actions and field names paired by position
 * (`"8:texto5032"`, `"0,0,4:fieldA,fieldB,fieldC"`); '' = no rule. Pure string functions.
 */

/** Rule action ids (contract §2.5). */
export const RULE = {
  hide: 0,
  show: 1,
  disable: 2,
  enable: 3,
  require: 4,
  click: 5,
  notRequired: 6,
  clear: 7,
  toCedula: 8,
  toPassport: 9,
  toRnc: 10,
} as const;

/** A rule action id, 0 to 10. */
export type RuleAction = (typeof RULE)[keyof typeof RULE];

/** One (action, target field name) pair of a rule string. */
export interface RuleStep {
  readonly action: RuleAction;
  readonly field: string;
}

const cache = new Map<string, readonly RuleStep[]>();

/**
 * Parses a rule string into its (action, field) pairs, in order. Pairs beyond the shorter list,
 * unknown action ids and blank names are dropped; '' / null give []. Results are memoised (the
 * strings come from the form definition, a bounded set).
 * @example parseRule('0,4:a,b') // [{ action: 0, field: 'a' }, { action: 4, field: 'b' }]
 */
export function parseRule(rule: string | null | undefined): readonly RuleStep[] {
  if (!rule) return [];
  const hit = cache.get(rule);
  if (hit) return hit;
  const colon = rule.indexOf(':');
  const steps: RuleStep[] = [];
  // Stryker disable next-line EqualityOperator: `>= 0` is equivalent (a rule starting with ':' has one blank action, dropped anyway); the `<= 0` mutant it also covers would break every rule
  if (colon > 0) {
    const actions = rule.slice(0, colon).split(',');
    const names = rule.slice(colon + 1).split(',');
    const n = Math.min(actions.length, names.length);
    for (let i = 0; i < n; i += 1) {
      const a = actions[i].trim();
      const field = names[i].trim();
      const action = Number(a);
      if (a === '' || field === '' || !Number.isInteger(action) || action < 0 || action > 10) continue;
      steps.push({ action: action as RuleAction, field });
    }
  }
  cache.set(rule, steps);
  return steps;
}

/** Inverse of one action: 0↔1, 2↔3, 4↔6, anything else → 7 (clear) (contract §2.5 `invertRule`). */
export function invertAction(action: number): RuleAction {
  switch (action) {
    case RULE.hide:
      return RULE.show;
    case RULE.show:
      return RULE.hide;
    case RULE.disable:
      return RULE.enable;
    case RULE.enable:
      return RULE.disable;
    case RULE.require:
      return RULE.notRequired;
    case RULE.notRequired:
      return RULE.require;
    default:
      return RULE.clear;
  }
}

/**
 * Inverse of a rule string, same field list (contract §2.5): `'0,4:a,b'` → `'1,6:a,b'`,
 * `'7,10:x,x'` → `'7,7:x,x'`. '' stays ''.
 */
export function invertRule(rule: string | null | undefined): string {
  const steps = parseRule(rule);
  if (steps.length === 0) return '';
  return `${steps.map((s) => invertAction(s.action)).join(',')}:${steps.map((s) => s.field).join(',')}`;
}
