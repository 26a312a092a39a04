/** Helpers of the expert-form engine tests: the real fixtures and a "complete answer" filler. */
import dpp from '../../../src/mocks/data/expert-forms/dpp-project-evaluation.mitur01-v7.json';
import travel from '../../../src/mocks/data/expert-forms/official-travel-with-grids.json';
import type { SchemaExpertForm } from '../../../src/api/generated/admin';
import { type FieldDef, type FieldValue, type FormState, addGridRow, optionsFor, setValue } from '../../../src/domain/expertForm';

/** Reads a fixture of src/mocks/data/expert-forms. */
export function loadForm(file: (typeof REAL_FORMS)[number]): SchemaExpertForm {
  // deep copy: the engine must not depend on (or mutate) the shared module object
  return structuredClone(FIXTURES[file]) as SchemaExpertForm;
}

export const REAL_FORMS = ['dpp-project-evaluation.mitur01-v7.json', 'official-travel-with-grids.json'] as const;

const FIXTURES: Record<(typeof REAL_FORMS)[number], unknown> = {
  'dpp-project-evaluation.mitur01-v7.json': dpp,
  'official-travel-with-grids.json': travel,
};

/** A valid value for `def` under mask `mask` (null when the type takes no value). */
export function sampleValue(state: FormState, def: FieldDef, mask: string | null): FieldValue | null {
  switch (def.type) {
    case 'header':
    case 'grid':
    case 'rules':
    case 'rulesprice':
      return null;
    case 'select': {
      const offered = def.gridId === null ? optionsFor(state, def.id) : def.options;
      return offered[0]?.value ?? null;
    }
    case 'radio-group':
      return def.options[0]?.value ?? null;
    case 'checkbox-group':
      return def.options.length ? [def.options[0].value] : null;
    case 'date':
      return '2024-01-31';
    case 'time':
      return '10:30';
    case 'file':
      return { files: [{ name: 'carta.pdf', size_mb: 1 }] };
    case 'textarea':
      return 'Observaciones';
    default: {
      const byMask: Record<string, string> = {
        '0': '00100000017',
        '1': '131246796',
        '2': '8095551234',
        '3': '8295551234',
        '4': 'AB1234567890123',
        '5': 'persona@ejemplo.do',
        '6': '42',
        '7': 'Texto',
        '9': 'otra@ejemplo.do',
        '12': '1,234.50',
      };
      const text = (mask !== null && byMask[mask]) || 'Texto';
      return def.length !== null ? text.slice(0, def.length) : text;
    }
  }
}

/** Fills every visible top-level field (form order, with triggers) and adds one full row per grid. */
export function fillAll(state: FormState): FormState {
  let s = state;
  for (const id of s.model.order) {
    const def = s.model.fields[id];
    if (s.props[id].hidden) continue;
    if (def.type === 'grid') {
      const row: Record<string, FieldValue> = {};
      for (const childId of def.children) {
        const sub = s.model.fields[childId];
        const value = sub.name ? sampleValue(s, sub, s.props[childId].mask) : null;
        if (value !== null && !s.props[childId].hidden) row[sub.name as string] = value;
      }
      s = addGridRow(s, id, row);
      continue;
    }
    const value = sampleValue(s, def, s.props[id].mask);
    if (value !== null) s = setValue(s, id, value);
  }
  return s;
}
