/** Field builders of the expert-form state tests (state.test.ts, state.edges.test.ts). */
import type { SchemaFormField } from '../../../src/api/generated/admin';

/** A visible, enabled, optional text field named and labelled `name`. */
export const text = (name: string, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type: 'text',
  name,
  label: name,
  hidden: false,
  enabled: true,
  required: false,
  ...extra,
});

/** A `rules` carrier (contract §2.5 initial rules) holding one list of entries. */
export const carrier = (entries: unknown[]): SchemaFormField => ({ type: 'rules', rules: [JSON.stringify(entries)] });
