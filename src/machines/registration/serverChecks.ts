/**
 * The server checks both registration charts share (spec 000 §7 "Registration runs: validate email,
 * validate document and name, upload company files (companies), register, then register the
 * security answers"; §8 Registration failures; issue 10): the actors of the calls both make, the
 * ONE generic failure handler, the field-error feedback, and typed invoke / state configs that
 * each chart places in its own states.
 *
 * Why configs and not a child machine: a config is resolved inside the parent chart, so the chart
 * (`machine.root`, the generated diagram, the inspector) still shows every check as its own state
 * with its invoke (`checkEmail`, `register`, `saveAnswers`) and every outcome as its own arrow to
 * the step it lands on (e-mail in use → step 0, field errors → their first step, anything else →
 * the step it came from). A child machine would show one opaque `serverCheck` box and move that
 * routing into output guards of each parent. The actor ids, and so the events
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` tests and the inspector see, are unchanged.
 *
 * The guard and action names used here (`isEmailFree`, `isFieldRejectionOnStep`, `notifyError`,
 * `scrollToTop`, `assignEmailInUse`, `assignServerFieldErrors`, `assignAnswersSaved`,
 * `assignAnswersNotSaved`) are declared by each chart's `setup` (or spread from
 * {@link registrationGuards}); TypeScript checks them when a chart uses a config.
 */
import { fromPromise } from 'xstate';
import { isEmailAvailable, registerSecurityAnswers, type SecurityAnswer } from '../../api/identity';
import { failureOf, unwrap } from '../../api/result';
import type { MessageKey } from '../../messages/es';
import { SECURITY_QUESTION_COUNT } from '../../domain/constants';
import type { CitizenStep2Values } from '../../domain/validation/forms';

/** The calls both wizards make, as named actors for `setup({ actors })`. */
// Stryker disable next-line ObjectLiteral: the real IO actors; the model tests provide controlled actors in their place (the API layer has its own tests)
export const registrationActors = {
  // Stryker disable all: the real IO actor bodies; the model tests replace them with controlled actors (the API layer has its own tests)
  /** Resolves true when the e-mail is free (GET /validate/email/{email}). */
  checkEmail: fromPromise<boolean, { email: string }>(async ({ input }) => unwrap(await isEmailAvailable(input.email))),
  /** POST /auth/register/questionandanswer. */
  saveAnswers: fromPromise<true, SecurityAnswer[]>(async ({ input }) => unwrap(await registerSecurityAnswers(input))),
};

/** Guards both wizards use, for `setup({ guards })`. */
// Stryker restore all
export const registrationGuards = {
  /** The e-mail check answered that the address is free (params: the actor's output). */
  isEmailFree: (_: unknown, free: boolean) => free === true,
};

/** spec 000 §8: 'Ha sucedido un error inténtelo mas tarde o contacte a soporte'. */
export const GENERIC_FAILURE_TOAST = { type: 'notifyError', params: { key: 'register.genericErrorToast' } } as const;

/** spec 000 §8: 'Hay uno o mas errores con la información introducida…' and scroll to the top. */
export const FIELD_ERROR_FEEDBACK = [{ type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'] as const;

/**
 * The one handler of a failed call (network, HTTP, malformed, a refusal without field errors):
 * the generic toast, back to `target`, every typed value kept (spec 000 §8).
 */
export const failedTo = <T extends string>(target: T) => ({ target, actions: GENERIC_FAILURE_TOAST }) as const;

/** A refusal found while submitting: its message on its field (the `assign` action), toast, scroll, back to its step. */
export const refusedTo = <const T extends string, const A extends string | object>(target: T, assign: A) =>
  ({ target, actions: [assign, ...FIELD_ERROR_FEEDBACK] }) as const;

/**
 * GET /validate/email (spec 000 §7 first call): free → `free`; in use → `inUse` (a transition that
 * puts 'Correo electrónico en uso, …' on the e-mail); failed → `failed` with the generic toast.
 */
export const checkEmailInvoke = <const Free extends string, const InUse extends object, const Failed extends string>(
  free: Free,
  inUse: InUse,
  failed: Failed,
) =>
  ({
    id: 'checkEmail',
    src: 'checkEmail',
    input: ({ context }: { context: { values: { email: string } } }) => ({ email: context.values.email.trim() }),
    onDone: [{ guard: { type: 'isEmailFree', params: ({ event }: { event: { output: boolean } }) => event.output }, target: free }, inUse],
    onError: failedTo(failed),
  }) as const;

/** The register call's failure (`event.error`) and the step asked about: the typed params of `isFieldRejectionOnStep`. */
const rejectionOn =
  <const S extends number>(step: S) =>
  ({ event }: { event: { error: unknown } }) => ({ step, error: event.error });

/** `assignServerFieldErrors` with the register call's failure (`event.error`) as its typed params. */
const serverFieldErrorsAction = { type: 'assignServerFieldErrors', params: ({ event }: { event: { error: unknown } }) => event.error } as const;

/**
 * POST /auth/register/portal (spec 000 §7, §8): done → `savingAnswers`; refused with field errors →
 * each on its field, toast, scroll, back to the first step holding one (step 0 `authInfo`, step 1
 * `step1`); any other failure → `#<machine>.terms.editing` with the generic toast.
 */
export const registerInvoke = <M extends string, S extends string, C, B>(machine: M, step1: S, input: (context: C) => B) =>
  ({
    id: 'register',
    src: 'register',
    input: ({ context }: { context: C }) => input(context),
    onDone: 'savingAnswers',
    onError: [
      { guard: { type: 'isFieldRejectionOnStep', params: rejectionOn(0) }, ...refusedTo(`#${machine}.authInfo` as const, serverFieldErrorsAction) },
      { guard: { type: 'isFieldRejectionOnStep', params: rejectionOn(1) }, ...refusedTo(`#${machine}.${step1}` as const, serverFieldErrorsAction) },
      failedTo(`#${machine}.terms.editing` as const),
    ],
  }) as const;

/**
 * POST /auth/register/questionandanswer after the register call: saved → `#<machine>.registered`;
 * failed → `#<machine>.answersFailed` (the account exists: never a silent confirmation, issue 10).
 */
export const saveAnswersInvoke = <M extends string, C>(machine: M, answersOf: (context: C) => SecurityAnswer[]) =>
  ({
    id: 'saveAnswers',
    src: 'saveAnswers',
    input: ({ context }: { context: C }) => answersOf(context),
    onDone: { target: `#${machine}.registered` as const, actions: 'assignAnswersSaved' },
    onError: { target: `#${machine}.answersFailed` as const, actions: 'assignAnswersNotSaved' },
  }) as const;

/**
 * The `answersFailed` state (issue 10; spec 000 §7 is silent on this failure): the account exists,
 * its security answers do not. `answers.retry` re-sends ONLY the answers, with the same body (a
 * second click meanwhile is ignored); saved → `registered`, failed again → `idle` with the generic toast.
 * @param title the panel's title key (citizen or company wording)
 */
export const answersFailedState = <M extends string, C>(machine: M, title: MessageKey, answersOf: (context: C) => SecurityAnswer[]) =>
  ({
    initial: 'idle',
    meta: {
      spec: 'spec 000 §7 "register, then register the security answers" (its failure: issue 10, not in spec)',
      shows: [title, 'register.answersFailedBody', 'common.retry'],
    },
    states: {
      idle: {
        meta: {
          spec: 'spec 000 §7 register, then the security answers: the answers call failed after register succeeded (issue 10)',
          shows: [title, 'register.answersFailedBody', 'common.retry'],
        },
        on: { 'answers.retry': 'retryingAnswers' },
      },
      retryingAnswers: {
        meta: { spec: 'spec 000 §3 Security answers (re-sent alone, issue 10)', shows: ['register.answersRetrying'] },
        invoke: { ...saveAnswersInvoke(machine, answersOf), onError: failedTo('idle') },
      },
    },
  }) as const;

/**
 * The POST /auth/register/questionandanswer body (spec 000 §3 Security answers): three
 * `{ citizen_question (number), citizen_answer (trimmed), citizen_id }`; `citizenId` is the document
 * without dashes (citizen) or the RNC (company).
 */
export function securityAnswersOf(values: CitizenStep2Values, citizenId: string): SecurityAnswer[] {
  const answers: SecurityAnswer[] = [];
  for (let slot = 1; slot <= SECURITY_QUESTION_COUNT; slot += 1) {
    const key = slot as 1 | 2 | 3;
    answers.push({ citizen_question: Number(values[`question_${key}`]), citizen_answer: values[`answer_${key}`].trim(), citizen_id: citizenId });
  }
  return answers;
}

/**
 * Server field errors (`msg.error`, spec 000 §8) as `{ text }` field messages: the first non-blank
 * message of every field `stepOfField` knows; other names are dropped.
 */
export function serverFieldMessages<F extends string>(
  fieldErrors: Record<string, string[]> | undefined,
  stepOfField: (field: string) => number | null,
): Partial<Record<F, { text: string }>> {
  const out: Partial<Record<F, { text: string }>> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.trim() !== '') : undefined;
    if (first !== undefined && stepOfField(field) !== null) out[field as F] = { text: first };
  }
  return out;
}

/** The data steps holding at least one error, ascending (the stepper's 'Error' markers). */
export function stepsWithErrors<S extends number>(errors: object, stepOfField: (field: string) => S | null): S[] {
  const steps = new Set<S>();
  for (const [field, message] of Object.entries(errors)) {
    const step = stepOfField(field);
    if (message && step !== null) steps.add(step);
  }
  return [...steps].sort((a, b) => a - b);
}

/** The first data step with a field error in a rejected register call (its `event.error`), or null. */
export function firstRejectedStep<S extends number>(error: unknown, stepOfField: (field: string) => S | null): S | null {
  const failure = failureOf(error);
  if (!failure || failure.kind !== 'rejected') return null;
  const steps = stepsWithErrors(serverFieldMessages(failure.fieldErrors, stepOfField), stepOfField);
  return steps[0] ?? null;
}
