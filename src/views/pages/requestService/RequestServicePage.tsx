/**
 * /app/requestService/{serviceID}/{companyID?}/{companyName?} (also `?company_id&company_name`) —
 * requesting a service (spec 001 §2 route table, §2.4 Request form, §4 Form flow and Submit
 * sequence, §5 Dynamic fields, §8, §9). State: src/machines/requestForm.machine.ts; fields:
 * ./fields/DynamicField.tsx and ./fields/GridField.tsx; tariffs: ./TariffDialog.tsx.
 *
 * - Loading, failure with 'Reintentar', a service that does not exist (→ /public, spec 001 §8), a
 *   service without an online form, and the restricted base role's warning.
 * - A company in the URL that the citizen does not represent (issue 10): the chart refuses it
 *   (`companyRefused`); the page says so and offers 'Continuar como solicitud personal' (the same
 *   service without the company) or 'Volver al servicio'. Refusing rather than silently switching
 *   to a personal request: the citizen must know the request will not be the company's.
 * - The draft question ('Se ha encontrado información previa…') and the 'Restableciendo' overlay.
 * - 'Tarifas del servicio', then the stepper (window of 6 visible steps), the current step's fields,
 *   Retroceder / Continuar; refused steps focus the first invalid field.
 * - After the last step the review 'Revise su solicitud' (./ReviewPanel.tsx, issue 27) with
 *   'Cambiar' per step and Enviar Solicitud; a step opened from it takes the focus on its heading.
 * - The confirmation dialog over the review, the submit overlay with the upload progress bar, the
 *   retry after a failure once the request exists, and 'Solicitud enviada satisfactoriamente.'.
 * - A session ended by a refused token refresh (issue 25) keeps the draft as it stands, the step
 *   being typed included, in the browser (`session.expiring`); signing in again offers it.
 * - While the process runs (`guarded` states) closing or reloading the tab warns (beforeunload) and
 *   in-app links ask first with 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.'.
 */
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSelector } from '../../app/inspect';
import { usePageChart } from '../../app/usePageChart';
import { onSessionExpiring } from '../../../machines/sessionEnd';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { Redirect, useSearch } from 'wouter';
import {
  companyClaimOf,
  gridRowErrors,
  requestFormMachine,
  isCheckingOutcome,
  uploadProgressOf,
  type CompanyClaim,
  type RequestFormContext,
} from '../../../machines/requestForm.machine';
import {
  fakeStepOf,
  optionsFor,
  reviewOf,
  visibleSteps,
  type FieldDef,
  type FieldProps,
  type FieldValue,
  type FormModel,
  type GridRow,
} from '../../../domain/expertForm';
import { allowsMultipleDocuments, findVariation } from '../../../domain/requestSubmission';
import { isRestrictedRole } from '../../../domain/roles';
import { formatMoneyRD } from '../../../domain/format';
import { DESK, PUBLIC_HOME, safeDecode } from '../../../domain/routes';
import { t, tr } from '../../../messages/es';
import '../../../messages/es/requestForm';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../app/pageTitle';
import { useCurrentUser } from '../../app/session';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LeaveWarningDialog, useLeaveWarning } from '../../components/LeaveWarning';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Stepper, type StepperLabels } from '../../components/Stepper';
import { useValueAfterPaint } from '../../components/afterPaint';
import { DynamicField, sameFieldProps, type DynamicFieldProps } from './fields/DynamicField';
import { GridField, type GridChild } from './fields/GridField';
import { chosenTariff, receiptFromForm } from '../../../domain/receipt';
import { keepSentReceipt } from '../../receipt/lastSent';
import { ReviewPanel } from './ReviewPanel';
import { TariffDialog, type Tariff } from './TariffDialog';
import * as css from './RequestServicePage.css';

const TOAST_ID = 'request-form';

/**
 * The company the route names: path parameters first, then the query (spec 001 §2). Unchecked: the
 * chart checks it against the represented companies; the id stays exact or is refused
 * ({@link companyClaimOf}).
 */
function companyOf(params: Record<string, string>, search: string): CompanyClaim | null {
  const query = new URLSearchParams(search);
  const rawId = params.companyID ?? query.get('company_id');
  const rawName = params.companyName ?? query.get('company_name');
  return companyClaimOf(rawId, rawName ? safeDecode(rawName) : '');
}

/** Focuses and scrolls to a field by its wrapper's `data-field-id`. */
function focusField(fieldId: string): void {
  if (!fieldId) return;
  const wrapper = document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
  if (!wrapper) return;
  wrapper.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const control = wrapper.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus({ preventScroll: true });
}

/** See module documentation. */
export default function RequestServicePage({ params }: PageProps) {
  const user = useCurrentUser();
  const search = useSearch();
  const serviceId = Number(params.serviceID);
  if (!user) return <Spinner label={t('common.loading')} />;
  if (!Number.isInteger(serviceId) || serviceId <= 0) return <Redirect to={PUBLIC_HOME} replace />;
  return <RequestServiceFlow key={`${serviceId}|${params.companyID ?? ''}|${search}`} serviceId={serviceId} params={params} search={search} user={user} />;
}

interface FlowProps {
  serviceId: number;
  params: Record<string, string>;
  search: string;
  user: NonNullable<ReturnType<typeof useCurrentUser>>;
}

function RequestServiceFlow({ serviceId, params, search, user }: FlowProps) {
  const actorRef = usePageChart(requestFormMachine, {
    input: {
      serviceId,
      applicant: user,
      company: companyOf(params, search),
      restricted: isRestrictedRole(user.rol_base ?? null),
    },
    navigation: {
      leavePage: () => `/app/serviceDescription/${serviceId}`,
      leaveToPublic: () => ({ to: PUBLIC_HOME, replace: true }),
      goToDetails: (p) => `/app/serviceRequestedDetails/${p.requestId}`,
    },
    toasts: {
      notifyError: (p) => ({ kind: 'error', key: p.key, id: TOAST_ID }),
      notifySuccess: (p) => ({ kind: 'success', key: p.key, id: TOAST_ID }),
      notifyNotice: (p) => p && { kind: p.valid ? 'success' : 'error', text: `${t(p.notice.title)}: ${tr(p.notice.body)}`, id: `${TOAST_ID}-check` },
    },
    actions: { focusField: (p) => void requestAnimationFrame(() => focusField(p.fieldId)) },
  });
  const send = actorRef.send;
  // A session ended by a refused refresh keeps the answers, this step's included (issue 25).
  useEffect(() => onSessionExpiring(() => actorRef.send({ type: 'session.expiring' })), [actorRef]);
  // Narrow reads: each selector returns one slice, so a change elsewhere does not re-render it.
  // The whole step appears in a transition React renders in slices (issue 24: rendered inside the
  // store update that brought the expert form, it was one task of ~30 ms, ~120 ms at 4x CPU, all
  // blocking time); until then the loading spinner stays.
  const screen = useDeferredValue(useSelector(actorRef, screenOf));
  const dialog = useSelector(actorRef, dialogOf);
  // The submit pipeline is a child chart (`submit`): its upload progress is read from its own snapshot.
  const submitRef = useSelector(actorRef, (s) => s.children.submit);
  const uploadProgress = useSelector(submitRef, uploadProgressOf);
  // issue 25: a write without a readable answer is being checked on the server (nothing is sent meanwhile).
  const checkingOutcome = useSelector(submitRef, isCheckingOutcome);
  const parentOverlay = useSelector(actorRef, overlayOf);
  const overlay = parentOverlay === 'sending' && uploadProgress !== null ? 'uploading' : parentOverlay;
  const uploadPercent = uploadProgress ?? 0;
  const serviceName = useSelector(actorRef, (s) => s.context.service?.name ?? null);
  const prices = useSelector(actorRef, (s) => s.context.service?.prices);
  const selectedVariation = useSelector(actorRef, (s) => s.context.selectedVariation);
  const company = useSelector(actorRef, (s) => s.context.company);
  const guarded = useSelector(actorRef, (s) => s.hasTag('guarded'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const checking = useSelector(actorRef, (s) => s.hasTag('checking'));
  const locked = useSelector(actorRef, (s) => !s.matches('filling'));
  const failedAfterCreate = useSelector(actorRef, (s) => s.matches('submitFailed'));
  const phase = useSelector(actorRef, phaseOf);
  const reviewLocked = useSelector(actorRef, (s) => !s.matches({ reviewing: 'summary' }));
  const reviewed = useSelector(actorRef, (s) => s.context.reviewed);
  const body = useFormBodySlice(actorRef);
  // issue 27: once 'Solicitud enviada satisfactoriamente.', the receipt of the review is kept for the detail's 'Descargar comprobante'.
  const sentState = useSelector(actorRef, (s) => s.matches('sent'));
  useEffect(() => {
    if (sentState) keepSentReceipt(receiptOfSent(actorRef.getSnapshot().context, new Date()));
  }, [sentState, actorRef]);
  usePageTitle(serviceName ?? t('requestForm.pageTitle'));
  const leave = useLeaveWarning(guarded, t('requestForm.leaveWarning'));

  if (screen === 'restricted') {
    return (
      <section className={container}>
        <p role="alert" className={css.notice}>
          {t('errors.restrictedRole')}
        </p>
        <Link href={DESK}>{t('requestForm.toDesk')}</Link>
      </section>
    );
  }
  if (screen === 'companyRefused') {
    return (
      <section className={container}>
        <p role="alert" className={css.notice}>
          {t('requestForm.companyRefused')}
        </p>
        <p>
          <Link href={`/app/requestService/${serviceId}`}>{t('requestForm.continuePersonal')}</Link>
        </p>
        <p>
          <Link href={`/app/serviceDescription/${serviceId}`}>{t('requestForm.backToService')}</Link>
        </p>
      </section>
    );
  }
  if (screen === 'loading') {
    return (
      <section className={container} aria-busy="true">
        <Spinner label={t('common.loading')} />
      </section>
    );
  }
  if (screen === 'failed') {
    return (
      <section className={container}>
        <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'retry' })} />
      </section>
    );
  }
  if (screen === 'unavailable') {
    return (
      <section className={container}>
        <p role="status" className={css.notice}>
          {t('requestForm.unavailable')}
        </p>
        <Link href={`/app/serviceDescription/${serviceId}`}>{t('requestForm.backToService')}</Link>
      </section>
    );
  }

  return (
    <section className={container}>
      <div className={css.page}>
        {company ? <p className={css.company}>{t('requestForm.forCompany', { name: company.name })}</p> : null}
        {body.form && phase === 'review' ? (
          <ReviewPanel
            form={body.form}
            tariff={tariffOf(prices, body.form.variationId)}
            onChange={(step) => send({ type: 'review.change', step })}
            onBack={() => send({ type: 'step.back' })}
            onSend={() => send({ type: 'step.next' })}
            onRetry={() => send({ type: 'submit.retry' })}
            locked={reviewLocked}
            error={body.error}
            failedAfterCreate={failedAfterCreate}
            busy={busy}
          />
        ) : body.form ? (
          <FormBody context={body} send={send} busy={busy} checking={checking} locked={locked} failedAfterCreate={failedAfterCreate} focusOnOpen={reviewed} />
        ) : null}
      </div>

      <ConfirmDialog
        open={dialog === 'draft'}
        onOpenChange={() => undefined}
        title={t('requestForm.draftTitle')}
        message={t('requestForm.draftFound')}
        confirmLabel={t('requestForm.draftRestore')}
        cancelLabel={t('requestForm.draftDiscard')}
        closeLabel={t('common.close')}
        onConfirm={() => send({ type: 'draft.restore' })}
        onCancel={() => send({ type: 'draft.discard' })}
      />

      <TariffDialog
        open={dialog === 'tariff'}
        prices={prices ?? []}
        selected={selectedVariation}
        onSelect={(variationId) => send({ type: 'variation.select', variationId })}
        onConfirm={() => send({ type: 'tariff.confirm' })}
        onClose={() => send({ type: 'tariff.close' })}
      />

      <ConfirmDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => {
          if (!open) send({ type: 'confirm.cancel' });
        }}
        title={t('requestForm.confirmTitle')}
        message={t('requestForm.confirmBody')}
        confirmLabel={t('requestForm.submit')}
        cancelLabel={t('requestForm.review')}
        closeLabel={t('common.close')}
        onConfirm={() => send({ type: 'confirm.accept' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />

      <LeaveWarningDialog
        leave={leave}
        title={t('requestForm.leaveTitle')}
        message={t('requestForm.leaveWarning')}
        confirmLabel={t('requestForm.leaveConfirm')}
        cancelLabel={t('requestForm.leaveStay')}
        closeLabel={t('common.close')}
      />

      {overlay ? (
        <div className={css.overlay} role="status" aria-live="polite">
          <div className={css.overlayBox}>
            <Spinner label="" />
            <p className={css.overlayText}>
              {overlay === 'restoring'
                ? t('requestForm.restoring')
                : overlay === 'sent'
                  ? t('requestForm.sent')
                  : overlay === 'uploading'
                    ? t('requestForm.uploading', { n: uploadPercent })
                    : checkingOutcome
                      ? t('requestForm.checkingOutcome')
                      : t('requestForm.sending')}
            </p>
            {overlay === 'uploading' ? (
              <progress className={css.progress} max={100} value={uploadPercent} aria-label={t('requestForm.uploadProgressLabel')}>
                {uploadPercent} %
              </progress>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

type RequestFormRef = ActorRefFrom<typeof requestFormMachine>;
type RequestFormSnapshot = SnapshotFrom<typeof requestFormMachine>;

/** What the page shows as a whole, from the chart's state (spec 001 §2.4, §8; issue 10). */
function screenOf(s: RequestFormSnapshot): 'restricted' | 'companyRefused' | 'loading' | 'failed' | 'unavailable' | 'form' {
  if (s.matches('restricted')) return 'restricted';
  if (s.matches('companyRefused')) return 'companyRefused';
  if (s.matches('checkingCompany') || s.matches('loading') || s.matches('notFound')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('unavailable')) return 'unavailable';
  return 'form';
}

/** The open dialog: the draft question, the tariffs or the confirmation over the review (spec 001 §2.4, §4 Form flow; issue 27). */
function dialogOf(s: RequestFormSnapshot): 'draft' | 'tariff' | 'confirm' | null {
  if (s.matches('draftPrompt')) return 'draft';
  if (s.matches('tariff')) return 'tariff';
  return s.matches({ reviewing: 'confirming' }) ? 'confirm' : null;
}

/** The review 'Revise su solicitud' (issue 27) shows from `reviewing` until the request is sent; the steps otherwise. */
function phaseOf(s: RequestFormSnapshot): 'review' | 'form' {
  return s.matches('reviewing') || s.matches('submitting') || s.matches('submitFailed') || s.matches('sent') || s.matches('done') ? 'review' : 'form';
}

/** The receipt of the request just sent (issue 27): the review's answers, the tariff, who and when. */
function receiptOfSent(c: RequestFormContext, sentAt: Date) {
  return receiptFromForm({
    created: { RequestID: Number(c.created?.RequestID ?? 0), code: c.created?.code ?? null },
    serviceName: c.service?.name ?? '',
    tariff: c.form ? chosenTariff(c.service?.prices, c.form.variationId) : null,
    sections: c.form ? reviewOf(c.form) : [],
    applicant: c.applicant,
    company: c.company?.name ?? null,
    sentAt,
  });
}

/** The tariff (price concept) holding the chosen variation, with the variation; null without one. */
function tariffOf(prices: readonly Tariff[] | undefined, variationId: number | null) {
  for (const price of prices ?? []) {
    const variation = price.variations.find((v) => v.id === variationId);
    if (variation) return { concept: price.concept, variation };
  }
  return null;
}

/** The blocking overlay: 'Restableciendo', sending (the upload step is read from the `submit` child), or sent. */
function overlayOf(s: RequestFormSnapshot): 'restoring' | 'sending' | 'sent' | null {
  if (s.matches('restoring')) return 'restoring';
  if (s.matches('sent')) return 'sent';
  return s.matches('submitting') ? 'sending' : null;
}

/** No committed rows (one array, so an empty grid's props stay equal between renders). */
const EMPTY_ROWS: readonly GridRow[] = [];

/** The context slices the form body reads, each selected on its own. */
export type FormBodySlice = Pick<RequestFormContext, 'form' | 'service' | 'applicant' | 'stepErrors' | 'notices' | 'checks' | 'error' | 'draftNotice'>;

/** Selects {@link FormBodySlice} one field at a time (a new object only when one of them changed). */
function useFormBodySlice(actorRef: RequestFormRef): FormBodySlice {
  const form = useSelector(actorRef, (s) => s.context.form);
  const service = useSelector(actorRef, (s) => s.context.service);
  const applicant = useSelector(actorRef, (s) => s.context.applicant);
  const stepErrors = useSelector(actorRef, (s) => s.context.stepErrors);
  const notices = useSelector(actorRef, (s) => s.context.notices);
  const checks = useSelector(actorRef, (s) => s.context.checks);
  const error = useSelector(actorRef, (s) => s.context.error);
  const draftNotice = useSelector(actorRef, (s) => s.context.draftNotice);
  return useMemo(
    () => ({ form, service, applicant, stepErrors, notices, checks, error, draftNotice }),
    [form, service, applicant, stepErrors, notices, checks, error, draftNotice],
  );
}

export interface FormBodyProps {
  /** The slices of the chart's context the body reads (a whole context also fits). */
  context: FormBodySlice;
  send: RequestFormRef['send'];
  busy: boolean;
  checking: boolean;
  /** Not editable (confirmation open, submitting, or the request exists). */
  locked: boolean;
  /** The request exists but a later submit step failed: offer the retry. */
  failedAfterCreate: boolean;
  /** The step's heading takes the focus when the body opens (a step opened from the review, issue 27). */
  focusOnOpen?: boolean;
}

/** The stepper's texts (Spanish, spec 001 §2.4): one object, so the stepper's props stay equal between renders. */
const STEPPER_LABELS: StepperLabels = {
  nav: t('requestForm.stepsNav'),
  error: t('common.error'),
  completed: t('requestForm.stepDone'),
  // issue 26: the position and the window read as one ('Paso 1 de 16 · se muestran los pasos 1 a 6').
  progress: (current, total, shown) =>
    shown ? t('requestForm.stepOfWindow', { step: current, total, from: shown.from, to: shown.to }) : t('requestForm.stepOf', { step: current, total }),
};

/**
 * The stepper of the step shown: re-rendered only when the visible steps' titles, the active one or
 * the steps with errors change (not on every answer).
 */
const FormStepper = memo(function FormStepper({ titles, active, errorSteps }: { titles: readonly string[]; active: number; errorSteps: readonly number[] }) {
  return <Stepper steps={titles} activeIndex={active} errorSteps={errorSteps} labels={STEPPER_LABELS} />;
}, sameFieldProps);

/** Props of {@link StepField}: one field's own slice of the form (the props of {@link DynamicField} but its callbacks), its id and the chart's `send`. */
type StepFieldProps = Omit<DynamicFieldProps, 'onChange' | 'onBlur' | 'subtitleLevel'> & {
  id: string;
  send: RequestFormRef['send'];
};

/**
 * One field of the step, bound to the chart (`field.change` / `field.blur` with its id). Memoised on
 * its own slice ({@link sameFieldProps}): a change of one answer re-renders that field and the
 * fields a rule touched, not the whole step.
 */
const StepField = memo(function StepField({ id, send, ...field }: StepFieldProps) {
  const onChange = useCallback((value: FieldValue | undefined) => send({ type: 'field.change', fieldId: id, value }), [send, id]);
  const onBlur = useCallback(() => send({ type: 'field.blur', fieldId: id }), [send, id]);
  return <DynamicField {...field} onChange={onChange} onBlur={onBlur} />;
}, sameFieldProps);

/** Validates a grid row with the engine (`gridRowErrors` on the current context): errors by sub-field name, '' the whole row. */
type RowCheck = (gridId: string, row: GridRow) => ReturnType<typeof gridRowErrors>;

/** Props of {@link StepGrid}: the grid's own slice of the form, its sub-fields' properties and labels in order. */
interface StepGridProps {
  id: string;
  def: FieldDef;
  model: FormModel;
  label: string;
  /** `props` of each sub-field, in `def.children` order. */
  childProps: readonly FieldProps[];
  /** Resolved label of each sub-field, in `def.children` order. */
  childLabels: readonly string[];
  rows: readonly GridRow[];
  error: string | null;
  citizenId: string | null;
  /** Stable: reads the chart's current context when called. */
  checkRow: RowCheck;
  send: RequestFormRef['send'];
}

/**
 * A grid of the step bound to the chart (`grid.add` once the engine accepts the row, `grid.remove`),
 * memoised on its own slice like {@link StepField}.
 */
const StepGrid = memo(function StepGrid({ id, def, model, label, childProps, childLabels, rows, error, citizenId, checkRow, send }: StepGridProps) {
  const children = useMemo<GridChild[]>(
    () =>
      def.children.map((childId, i) => ({ def: model.fields[childId], props: childProps[i], label: childLabels[i], options: model.fields[childId].options })),
    [def, model, childProps, childLabels],
  );
  const onAddRow = useCallback(
    (row: GridRow) => {
      const rowErrors = checkRow(id, row);
      const resolved: Record<string, string> = {};
      for (const [name, ref] of Object.entries(rowErrors)) {
        const childId = name === '' ? '' : (def.children.find((cid) => model.fields[cid].name === name) ?? name);
        resolved[childId] = tr(ref);
      }
      if (Object.keys(resolved).length === 0) send({ type: 'grid.add', gridId: id, row });
      return resolved;
    },
    [checkRow, id, def, model, send],
  );
  const onRemoveRow = useCallback((index: number) => send({ type: 'grid.remove', gridId: id, index }), [send, id]);
  return (
    <GridField def={def} label={label} children={children} rows={rows} error={error} citizenId={citizenId} onAddRow={onAddRow} onRemoveRow={onRemoveRow} />
  );
}, sameFieldProps);

/**
 * Stepper, the current step's fields and the navigation buttons.
 *
 * The step shown follows the chart's step through `useDeferredValue`: after Continuar or
 * Retroceder the click's frame keeps the previous step (the chart has moved on, its draft save
 * started), and the new step renders right after it, in a transition; its heading then takes the
 * focus and scrolls into view. Fields and grids are memoised on their own slice, so an answer
 * re-renders only what it changed.
 */
export function FormBody({ context: c, send, busy, checking, locked, failedAfterCreate, focusOnOpen = false }: FormBodyProps) {
  const form = c.form!;
  // The step shown lags the chart's by one render after a step change (see above); a new form
  // (another model) shows its own step at once.
  const deferredStep = useValueAfterPaint(form.step);
  const deferredModel = useValueAfterPaint(form.model);
  const shownStep = deferredModel === form.model ? deferredStep : form.step;
  const steps = visibleSteps(form);
  const active = Math.max(0, fakeStepOf(form, shownStep));
  const step = form.model.steps[shownStep];
  const variation = findVariation(c.service?.prices, form.variationId);
  const errors = c.stepErrors;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(shownStep);
  // Opened from the review ('Cambiar', Retroceder): the step's heading takes the focus at once.
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on open only
  }, []);
  useEffect(() => {
    if (previousStep.current === shownStep) return;
    previousStep.current = shownStep;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [shownStep]);
  const errorSteps = useMemo(() => (Object.keys(errors).length > 0 ? [active] : []), [errors, active]);

  const labelOf = useCallback(
    (def: FieldDef) => {
      const key = form.props[def.id]?.labelKey;
      return key ? t(key) : def.label;
    },
    [form.props],
  );
  // The grids validate a row against the context of the moment (a stable callback for their memo).
  const contextRef = useRef(c);
  contextRef.current = c;
  const checkRow = useCallback<RowCheck>((gridId, row) => gridRowErrors(contextRef.current, gridId, row), []);
  const citizenId = c.applicant.citizen_id;
  const multipleFiles = c.service ? allowsMultipleDocuments(c.service) : true;

  return (
    <>
      {variation ? (
        <p className={css.variation}>{t('requestForm.chosenVariation', { concept: variation.concept, price: formatMoneyRD(variation.price) })}</p>
      ) : null}
      <FormStepper titles={steps.map((s) => s.title)} active={active} errorSteps={errorSteps} />
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'step.next' });
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} className={css.stepTitle}>
          {step.title}
        </h2>
        <fieldset className={css.fields} disabled={locked}>
          {step.fieldIds.map((id) => {
            const def = form.model.fields[id];
            const props = form.props[id];
            if (props.hidden || (def.type === 'header' && def.subtype === 'h1')) return null;
            if (def.type === 'rules' || def.type === 'rulesprice') return null;
            const error = errors[id] ?? null;
            if (def.type === 'grid') {
              return (
                <StepGrid
                  key={id}
                  id={id}
                  def={def}
                  model={form.model}
                  label={labelOf(def)}
                  childProps={def.children.map((childId) => form.props[childId])}
                  childLabels={def.children.map((childId) => labelOf(form.model.fields[childId]))}
                  rows={form.grids[id] ?? EMPTY_ROWS}
                  error={error ? tr(error) : null}
                  citizenId={citizenId}
                  checkRow={checkRow}
                  send={send}
                />
              );
            }
            const serverError = form.serverErrors[id];
            const shown = error ?? (serverError && !props.hidden ? serverError : null);
            const notice = c.notices[id];
            return (
              <StepField
                key={id}
                id={id}
                def={def}
                props={props}
                label={labelOf(def)}
                value={form.values[id]}
                options={optionsFor(form, id)}
                error={shown ? tr(shown) : null}
                notice={notice ? tr(notice.body) : null}
                checking={c.checks.some((q) => q.fieldId === id)}
                citizenId={citizenId}
                multipleFiles={multipleFiles}
                send={send}
              />
            );
          })}
        </fieldset>
        {c.error && !busy ? (
          <div role="alert" className={css.alert}>
            <p>{t(c.error)}</p>
            {failedAfterCreate ? <Button onClick={() => send({ type: 'submit.retry' })}>{t('requestForm.retrySubmit')}</Button> : null}
          </div>
        ) : null}
        {Object.keys(errors).length > 0 && !c.error ? (
          <p role="alert" className={css.alert}>
            {t('requestForm.fillRequired')}
          </p>
        ) : null}
        <div className={css.actions}>
          <Button type="button" variant="secondary" disabled={locked} onClick={() => send({ type: 'step.back' })}>
            {t('requestForm.back')}
          </Button>
          <Button type="submit" disabled={locked || checking} aria-busy={checking || undefined}>
            {t('requestForm.continue')}
          </Button>
        </div>
        {/* A failed draft save only informs, quietly (the form goes on; the browser kept the draft). */}
        <p role="status" className={css.draftNotice}>
          {c.draftNotice ? t(c.draftNotice) : ''}
        </p>
      </form>
    </>
  );
}
