/**
 * The form itself: the `filling` state of the request-form chart (src/machines/requestForm.machine.ts),
 * three parallel regions (spec 001 §2.4 steps, §4 Form flow, §5 Dynamic fields; contract F2):
 *
 * ```
 * filling = editing ∥ checks(idle ⇄ checking) ∥ drafts(idle ⇄ saving)
 * ```
 * - `editing`: field changes, blurs, grid rows; hidden steps are skipped both ways; `step.next`
 *   validates the current step (plus pending server checks): invalid → 'Llene todos los campos
 *   requeridos' and focus on the first invalid field; valid → the next visible step shows and the
 *   draft is saved; on the last visible step it opens the review 'Revise su solicitud'
 *   (`#requestForm.reviewing`, issue 27) instead, and so does any step once the review was reached
 *   and every visible step is valid (a 'Cambiar' returns to the review, not through later steps). `step.back` on the first visible step reopens the tariffs (`#requestForm.tariff`).
 * - `checks`: server validations (masks 0, 14, 15, 16, 20, 21, 24, 25) run on blur, queued one at a
 *   time (`validateField`); a stale answer (the value changed meanwhile) is dropped. While one runs,
 *   `step.next` waits (the view disables Continuar through the `checking` tag).
 * - `drafts`: each advance saves the draft (`saveDraft`, answer ignored — contract F2). A failed
 *   save never stops the form: the browser keeps the draft and a quiet notice says so. A newer
 *   advance restarts a save still running (the newest state wins).
 *
 * A state config built from the chart's own `setup` (./setup.ts), not a child machine: the chart,
 * its diagram and the inspector show these regions and their invokes as the chart's own states, and
 * the actor ids (`validateField`, `saveDraft`) and their events are unchanged.
 */
import { draftBody, firstInvalidField } from './selectors';
import { requestFormSetup } from './setup';
import type { RequestFormContext } from './types';

/** The notice of the last server validation (null: nothing to show). */
const notifyLastNotice = { type: 'notifyNotice', params: ({ context }: { context: RequestFormContext }) => context.lastNotice } as const;

/** The `filling` state (see module documentation). */
export const fillingState = requestFormSetup.createStateConfig({
  tags: ['guarded'],
  type: 'parallel',
  meta: { spec: 'spec 001 §2.4 steps, §4 Form flow, §5 Dynamic fields', shows: ['stepper', 'requestForm.back', 'requestForm.continue | requestForm.submit'] },
  states: {
    editing: {
      meta: {
        spec: 'spec 001 §4 Form flow (hidden steps skipped both ways), §8 "Llene todos los campos requeridos"',
        shows: ["the current step's fields", 'error: requestForm.fillRequired'],
      },
      on: {
        // issue 25: a session ended by a refused refresh keeps the answers, this step's included.
        'session.expiring': { actions: { type: 'keepDraftLocally', params: ({ context }) => draftBody(context) } },
        'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ fieldId: event.fieldId, value: event.value }) } },
        'field.blur': { actions: { type: 'planCheck', params: ({ event }) => event.fieldId } },
        'grid.add': { actions: { type: 'addRow', params: ({ event }) => ({ gridId: event.gridId, row: event.row }) } },
        'grid.remove': { actions: { type: 'removeRow', params: ({ event }) => ({ gridId: event.gridId, index: event.index }) } },
        'step.next': [
          { guard: 'isChecking' },
          {
            guard: 'isStepInvalid',
            actions: [
              'assignStepErrors',
              { type: 'notifyError', params: { key: 'requestForm.fillRequired' } },
              {
                type: 'focusField',
                params: ({ context }) => ({
                  // Stryker disable next-line StringLiteral: never used, an invalid step has an invalid field of its own (its errors are keyed by the step's field ids)
                  fieldId: firstInvalidField(context, context.stepErrors) ?? '',
                }),
              },
            ],
          },
          // issue 27: back to the review once it was reached and every visible step is valid; from the last step, to it.
          { guard: 'isReviewReady', target: '#requestForm.reviewing' },
          { guard: 'isLastStep', target: '#requestForm.reviewing' },
          { actions: ['nextStep', 'requestDraftSave'] },
        ],
        'step.back': [{ guard: 'isFirstStep', target: '#requestForm.tariff' }, { actions: 'previousStep' }],
      },
    },
    checks: {
      initial: 'idle',
      meta: { spec: 'spec 001 §5 Dynamic fields (server masks on blur)', shows: ["the current step's fields"] },
      states: {
        idle: { meta: { spec: 'spec 001 §5 server masks', shows: ['Continuar enabled'] }, always: { guard: 'hasQueuedCheck', target: 'checking' } },
        checking: {
          tags: ['checking'],
          meta: { spec: 'spec 001 §5 server masks; §7 validators', shows: ['requestForm.checking', 'Continuar disabled'] },
          invoke: {
            id: 'validateField',
            src: 'validateField',
            input: ({ context }) => context.checks[0].check,
            onDone: { target: 'idle', actions: [{ type: 'applyCheck', params: ({ event }) => event.output }, notifyLastNotice] },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'applyCheck',
                  // Stryker disable next-line ObjectLiteral: equivalent, `{}` reads as not ok like `{ ok: false }` (the call failed: 'Ha ocurrido un error validando la cedula')
                  params: { ok: false },
                },
                notifyLastNotice,
              ],
            },
          },
        },
      },
    },
    /** Draft saves (spec 001 §4 "A draft is saved each time a step is advanced"; contract F2). */
    drafts: {
      initial: 'idle',
      meta: { spec: 'spec 001 §4 "A draft is saved each time a step is advanced"; contract F2', shows: ["the current step's fields"] },
      states: {
        idle: { meta: { spec: 'spec 001 §4 drafts', shows: ['requestForm.draftKeptLocally after a failed save'] }, on: { 'draft.save': 'saving' } },
        saving: {
          meta: { spec: 'spec 001 §7 POST /drafts; contract §2.8, F2', shows: ["the current step's fields (the save is silent)"] },
          on: { 'draft.save': { target: 'saving', reenter: true } },
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => draftBody(context),
            onDone: { target: 'idle', actions: 'markDraftSaved' },
            onError: { target: 'idle', actions: 'markDraftKeptLocally' },
          },
        },
      },
    },
  },
});
