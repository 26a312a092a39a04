import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { receiptMachine } from '../../../src/machines/receipt.machine';
import type { SchemaExpertForm } from '../../../src/api/generated/admin';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

/** The request's expert form as GET /expertform/{id}/get/{citizenId} answers it (contract §2.1). */
const FORM = {
  formulary_data: { name: 'mitur-mer-marc', institution_id: 10, version: 1 },
  fields: [[{ type: 'header', subtype: 'h1', name: 'grp01', label: 'Datos del solicitante', hidden: false }]],
  saved_fields: [],
} as SchemaExpertForm;

/** Ana's request 1520 of service 25, read after a reload (nothing kept) or right after sending it from this page (kept). */
const AFTER_RELOAD = { serviceId: 25, citizenId: '00104567896', kept: false };
const JUST_SENT = { serviceId: 25, citizenId: '00104567896', kept: true };

/** The form read so far on this path: the output of the last successful read, else null (a failed read reads as nothing). */
function formReadSoFar(step: OracleStep): SchemaExpertForm | null {
  const reads = step.path.steps.slice(0, step.index + 1).filter((s) => s.event.type === 'xstate.done.actor.readExpertForm');
  return reads.length ? (reads.at(-1)!.event as unknown as { output: SchemaExpertForm }).output : null;
}

/** Where 'Descargar comprobante' leads (issue 27 item 2): a receipt at hand (sent from this page, or the form already read) is written; else the form is read first. */
function onDownload(step: OracleStep): string {
  const kept = (step.input as { kept: boolean }).kept;
  return kept || formReadSoFar({ ...step, index: step.index - 1 }) !== null ? 'writing' : 'readingForm';
}

/** spec 001 §2.5 Request detail page (Detalles), issue 27 item 2 'Comprobante de solicitud'; contract §1.4, §2.1 F1. */
export const receiptModel = modelTestDefinition({
  name: 'receipt',
  machine: receiptMachine,
  inputs: { afterReload: AFTER_RELOAD, justSent: JUST_SENT },
  events: {
    'receipt.download': [{}],
    'xstate.done.actor.readExpertForm': [{ output: FORM }],
    'xstate.error.actor.readExpertForm': [{ error: networkError }, { error: new ApiError({ kind: 'http', status: 404 }) }],
    'xstate.done.actor.writeReceipt': [{ output: true }],
    'xstate.error.actor.writeReceipt': [{ error: new Error('pdf-lib no cargó') }],
  },
  // The state, whether a form was read and the input decide every guard.
  serializeState: (s) => JSON.stringify([s.value, s.context.form !== null, s.context.kept]),
  // Oracles from issue 27 item 2 ('Descargar comprobante' … produces a PDF; after a reload the receipt
  // holds every answer as on the review page, so the request's form is read: GET /services/{id} for
  // its expertform_id, then GET /expertform/{id}/get/{citizenId}), the brief's "a failed read of the
  // form still gives a receipt … never a spinner left spinning, never nothing", and one intent, one
  // receipt (presses while busy are ignored).
  expect: {
    initial: 'idle',
    states: {
      idle: {
        shows: ['receipt.download'],
        on: { 'receipt.download': onDownload },
        check(snapshot, step) {
          if (step.index === 0) expectEqual([snapshot.context.form, step.started], [null, []], 'nothing read before the press');
        },
      },
      readingForm: {
        shows: ['receipt.preparing', 'busy indicator', 'GET /services/{id} then GET /expertform/{expertform_id}/get/{citizenId}'],
        on: {
          'receipt.download': STAYS,
          'xstate.done.actor.readExpertForm': 'writing',
          // a failed read still writes the receipt (the stored answers, the layout said unavailable)
          'xstate.error.actor.readExpertForm': 'writing',
        },
        check(_snapshot, step) {
          if (step.event.type === 'receipt.download') {
            expectEqual(
              step.started.map((c) => [c.id, c.input]),
              [['readExpertForm', { serviceId: 25, citizenId: '00104567896' }]],
              "the form of the request's service, for the viewer",
            );
          } else expectEqual(step.started, [], 'read once per press');
        },
      },
      writing: {
        shows: ['receipt.preparing', 'busy indicator'],
        on: { 'receipt.download': STAYS, 'xstate.done.actor.writeReceipt': 'idle', 'xstate.error.actor.writeReceipt': 'failed' },
        check(snapshot, step) {
          if (step.event.type === 'receipt.download' && step.started.length === 0) return;
          if (
            step.event.type === 'receipt.download' ||
            step.event.type.startsWith('xstate.done.actor.readExpertForm') ||
            step.event.type.startsWith('xstate.error.actor.readExpertForm')
          ) {
            // the form read (null when kept, or when the read failed) is what the receipt is written with
            const form = (step.input as { kept: boolean }).kept ? null : formReadSoFar(step);
            expectEqual(
              step.started.map((c) => [c.id, c.input]),
              [['writeReceipt', { form }]],
              'the receipt written once, with the form read',
            );
            expectEqual(snapshot.context.form, formReadSoFar(step), 'the form kept for the next press');
          }
        },
      },
      failed: {
        shows: ['receipt.download', 'receipt.failed'],
        on: { 'receipt.download': onDownload },
        check(snapshot, step) {
          expectEqual(snapshot.context.form, formReadSoFar(step), 'the form read stays');
        },
      },
    },
  },
});
