/**
 * The required-document view of a request (action 1; spec 001 §2.5 Required-action banners, §4 Other
 * transitions, §5 Required-document form, §8). State: src/machines/requestDetail/requiredDocument.machine.ts.
 *
 * - Title 'Documento requerido', the shared file picker (several files, the upload rules of
 *   src/domain/validation/files.ts) and ENVIAR; without files 'Debe adjuntar al menos un documento'.
 * - While sending: the picker and ENVIAR are disabled (a double click sends once), the upload
 *   progress bar, and the leave warning 'Si cierra esta pestaña el proceso de la solicitud se vera
 *   afectado.' (closing the tab and in-app links).
 * - A failure: 'Ha ocurrido un error, contacte a soporte' (toast and under the form), the picked
 *   files kept; ENVIAR again resumes without uploading again.
 * - Success: 'Documento requerido enviada satisfactoriamente', then after 500 ms `onDone()` (the page
 *   goes back to details and re-reads the detail).
 */
import { useEffect, useRef } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { requiredDocumentMachine, type ChosenFile } from '../../../../machines/requestDetail/requiredDocument.machine';
import type { RequestTabProps } from '../../../../machines/requestDetail/types';
import { t } from '../../../../messages/es';
import '../../../../messages/es/requestDetail';
import '../../../../messages/es/payments';
import '../../../../messages/es/files';
import { Button } from '../../../components/Button';
import { FilePicker, type PickedFile } from '../../../components/FilePicker';
import { LeaveWarningDialog, useLeaveWarning } from '../../../components/LeaveWarning';
import * as css from './PaymentsTab.css';

const TOAST_ID = 'required-document';

/** The device files of the picker's list (stored documents are not offered here). */
export function chosenFiles(files: readonly PickedFile[]): ChosenFile[] {
  const chosen: ChosenFile[] = [];
  for (const picked of files) {
    if (picked.candidate.kind === 'device' && picked.candidate.file instanceof File) chosen.push({ id: picked.id, file: picked.candidate.file });
  }
  return chosen;
}

/** Upload progress while files go to the file server, a short text for the later steps. */
export function SendingProgress({ percent }: { percent: number | null }) {
  return (
    <div className={css.progressBox} role="status" aria-live="polite">
      <p className={css.progressText}>{percent === null ? t('payments.sending') : t('files.uploading', { percent })}</p>
      {percent === null ? null : (
        <progress className={css.progress} max={100} value={percent} aria-label={t('payments.uploadProgressLabel')}>
          {percent} %
        </progress>
      )}
    </div>
  );
}

/** See module documentation. */
export function RequiredDocumentTab({ detail, viewer, onDone }: RequestTabProps & { onDone: () => void }) {
  const actor = usePageChart(requiredDocumentMachine, {
    input: { detail, viewer },
    toasts: {
      notifyError: (p) => ({ kind: 'error', key: p.key, id: TOAST_ID }),
      notifySuccess: (p) => ({ kind: 'success', key: p.key, id: TOAST_ID }),
    },
  });
  const state = useChartSnapshot(actor);
  const send = actor.send;
  const { error, uploadPercent } = state.context;
  const busy = state.hasTag('busy');
  const leave = useLeaveWarning(state.hasTag('guarded'), t('payments.leaveWarning'));
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const finished = state.matches('done');
  useEffect(() => {
    if (finished) onDoneRef.current();
  }, [finished]);

  return (
    <section className={css.tab} aria-labelledby="required-document-title">
      <div className={css.panel}>
        <h2 id="required-document-title" className={css.title}>
          {t('requestDetail.requiredDocumentTitle')}
        </h2>
        {state.matches('unavailable') ? (
          <p className={css.notice}>{t('payments.actionUnavailable')}</p>
        ) : (
          <form
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'documents.send' });
            }}
            className={css.tab}
          >
            <fieldset className={css.fieldset} disabled={busy}>
              <FilePicker
                id="required-document-files"
                label={t('payments.requiredDocumentFiles')}
                multiple
                required
                fieldError={error === 'files.atLeastOne' ? t(error) : null}
                onChange={(files) => send({ type: 'files.change', files: chosenFiles(files) })}
              />
            </fieldset>
            {error === 'requestDetail.actionError' ? (
              <p className={css.alert} role="alert">
                {t(error)}
              </p>
            ) : null}
            {state.matches('sending') ? <SendingProgress percent={uploadPercent} /> : null}
            {state.matches('sent') || finished ? (
              <p className={css.notice} role="status">
                {t('requestDetail.requiredDocumentSent')}
              </p>
            ) : null}
            <div className={css.actions}>
              <Button type="submit" loading={busy} loadingLabel={t('payments.sending')} disabled={busy}>
                {t('requestDetail.send')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <LeaveWarningDialog
        leave={leave}
        title={t('payments.leaveTitle')}
        message={t('payments.leaveWarning')}
        confirmLabel={t('payments.leaveConfirm')}
        cancelLabel={t('payments.leaveStay')}
        closeLabel={t('common.close')}
      />
    </section>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default RequiredDocumentTab;
