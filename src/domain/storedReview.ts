/**
 * The review page rebuilt from a request's stored answers (issue 27 item 2, the receipt made from
 * the Detalles tab after a reload): the request's expert form (GET /expertform/{id}/get/{citizenId},
 * contract §2.1) parsed by the form engine, fed with the answers of the request's detail (GET
 * /requests/{id}, contract §3.1 `data` and `grid`, serialised as §2.9 says), and given to the same
 * review builder the request form uses (./expertForm/review.ts `reviewOf`). So the receipt after a
 * reload has the review's steps and titles, its formatting (masks, option labels, grids as tables,
 * files by name and size), leaves out hidden steps and fields, and says 'Sin respuesta' where an
 * optional field was left empty. Pure.
 *
 * How the state is rebuilt (the detail holds neither `appliedRuleList` nor the variation, §3.1):
 * 1. the stored values are read as a draft's are (`fromDraft`: unknown fields, `false` items and
 *    values that are no option skipped; a value the mask cannot format kept as typed);
 * 2. the rules are those the citizen's choices carry: from the form's initial state (its `rules`
 *    carriers and, when known, the `rulesprice` entries of the variation chosen), each stored select,
 *    radio and checkbox answer is set again in form order with its triggers (contract §2.5), which
 *    records the rules it applies;
 * 3. the draft restore runs again with those rules (`appliedRuleList`, contract §2.5 (c)), so the
 *    fields are shown, hidden and masked as when the request was sent, then the files are set.
 * A stored answer of a field the form now hides is left out, as the review leaves it out.
 *
 * Files: the detail's documents say nothing of the file field they were sent for (contract §3.1
 * `request_document`: name, extension, date, url). This browser keeps, per request it sent, the
 * files of each file field by name and size (./receipt.ts {@link SentChoice} `files`); with that
 * record each file field lists its files, and a field without one says 'Sin respuesta'. Without it,
 * a file field says its files are under 'Documentos' (`seeDocuments`) when the request has documents
 * of the citizen, else 'Sin respuesta'.
 *
 * Answers the form does not know (a field or grid the form no longer has: a later version) are not
 * lost: they come last, in one section without a title, as the detail stores them.
 */
import type { SchemaDraft } from '../api/generated/admin';
import {
  fromDraft,
  initialState,
  reviewOf,
  setValue,
  setValueSilently,
  type FormModel,
  type ReviewFile,
  type ReviewLabel,
  type ReviewValue,
} from './expertForm';

/** A value on the receipt: the review's, or 'see the documents' for a file field this browser did not record. */
export type ReceiptValue = ReviewValue | { readonly kind: 'seeDocuments' };

/** One answer of the receipt. */
export interface ReceiptItem {
  readonly id: string;
  readonly label: ReviewLabel;
  readonly value: ReceiptValue;
}

/** One section of the receipt: a step of the review (its real index and title), or the answers the form does not know (title ''). */
export interface ReceiptSection {
  readonly step: number;
  readonly title: string;
  readonly items: readonly ReceiptItem[];
}

/** The files of each file field of a sent request, by the field's server name (in MB, as the picker measured them). */
export type SentFiles = Readonly<Record<string, readonly ReviewFile[]>>;

/** What {@link reviewFromStored} reads besides the form. */
export interface StoredAnswers {
  /** The detail's `data` (contract §3.1), unchecked. */
  readonly data: unknown;
  /** The detail's `grid` (`{ [relationship]: [ { [sub]: cell } ] }`, contract §2.9), unchecked. */
  readonly grid: unknown;
  /** The price variation chosen, when this browser kept it; null otherwise. */
  readonly variationId: number | null;
  /** The files of each file field, when this browser kept them; null when it did not. */
  readonly files: SentFiles | null;
  /** Whether the request has documents the citizen sent (for a file field without `files`). */
  readonly hasDocuments: boolean;
}

const CHOICE_TYPES = new Set(['select', 'radio-group', 'checkbox-group']);

const recordOf = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The draft restore of `stored` with `rules` (see module documentation). */
function restored(model: FormModel, stored: StoredAnswers, rules: readonly string[]) {
  const draft: SchemaDraft = {
    // fromDraft reads each item defensively (a `false`, a primitive, an unknown key is skipped)
    data: (Array.isArray(stored.data) ? stored.data : []) as SchemaDraft['data'],
    grid: (recordOf(stored.grid) ?? {}) as SchemaDraft['grid'],
    appliedRuleList: [...rules],
    fakeStep: 0,
    step: 0,
    variations: stored.variationId === null ? [] : [stored.variationId],
    totalPayment: '0',
  };
  return fromDraft(model, draft);
}

/** What {@link reviewFromStored} gives: the review's sections, and the stored answers and grids the form does not know. */
export interface StoredReview {
  readonly sections: readonly ReceiptSection[];
  readonly unknown: { readonly data: readonly unknown[]; readonly grid: Readonly<Record<string, unknown>> };
}

/**
 * The review of a sent request rebuilt from its form and stored answers (see module documentation):
 * every visible step with its title and answers, in form order; apart, the stored `data` items whose
 * key names no field of the form and the grids whose relationship no grid of the form has (the
 * receipt lists them last, ./receipt.ts).
 */
export function reviewFromStored(model: FormModel, stored: StoredAnswers): StoredReview {
  const chosen = restored(model, stored, []);
  let replay = initialState(model, stored.variationId);
  for (const id of model.order) {
    const value = chosen.values[id];
    if (value !== undefined && CHOICE_TYPES.has(model.fields[id].type)) replay = setValue(replay, id, value);
  }
  let state = restored(model, stored, replay.appliedRuleList);
  for (const id of model.order) {
    const def = model.fields[id];
    const files = def.type === 'file' && def.name ? stored.files?.[def.name] : undefined;
    if (files?.length) state = setValueSilently(state, id, { files });
  }
  const unrecorded = stored.files === null && stored.hasDocuments;
  const sections = reviewOf(state).map((section) => ({
    ...section,
    items: section.items.map((item): ReceiptItem =>
      unrecorded && model.fields[item.id].type === 'file' ? { ...item, value: { kind: 'seeDocuments' } } : item,
    ),
  }));
  const data = (Array.isArray(stored.data) ? stored.data : []).filter((item) => {
    const key = recordOf(item)?.key;
    return typeof key === 'string' && !Object.hasOwn(model.byName, key);
  });
  const relationships = new Set(model.order.map((id) => model.fields[id].relationship).filter((r) => r !== null));
  const grid = Object.fromEntries(Object.entries(recordOf(stored.grid) ?? {}).filter(([relationship]) => !relationships.has(relationship)));
  return { sections, unknown: { data, grid } };
}
