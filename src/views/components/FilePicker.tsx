/**
 * File picker (spec 000 §2 Shared widgets "a file picker with a 'my documents' browser with
 * paging", §5 Files, §7 GET /citizens/documentsPage/{citizenId}/0?page, §8 'Documento agregado' /
 * 'Documento removido'; contract D4). State: src/machines/filePicker.machine.ts.
 *
 * - A labelled native file input inside a drop zone (drag and drop adds the dropped files);
 *   `accept` lists the required or allowed extensions (a hint only: every file is checked again).
 * - 'Mis documentos' (when `citizenId` is given): a Radix dialog listing the citizen's stored
 *   documents, 10 per page with {@link Pagination}, loaded through `loadMyDocuments`
 *   (src/machines/pageReads.ts); 'Usar' adds one and closes the dialog.
 * - The selected list, each with a remove button; every refusal shows its spec message under the
 *   field (and inside the dialog while it is open), announced with `role="alert"`.
 * - Toasts 'Documento agregado' / 'Documento removido'; `onChange` receives the selected list
 *   (device files carry their `File`, stored documents their D4 record).
 *
 * Texts from the `files` message area (this module imports it).
 *
 * @example
 * <FilePicker id="registro" label="Registro mercantil" requiredExtension="pdf" citizenId={user.citizen_id}
 *   onChange={(files) => setDocuments(files)} />
 */
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useMachine } from '../app/inspect';
import { filePickerMachine, type PickedFile } from '../../machines/filePicker.machine';
import { loadMyDocuments, type StoredDocument } from '../../machines/pageReads';
import { ALLOWED_UPLOAD_EXTENSIONS, MAX_UPLOAD_MB_DEFAULT } from '../../domain/constants';
import { displayExtension } from '../../domain/validation/files';
import { formatDate } from '../../domain/format/dates';
import { fileSize } from '../../domain/format/size';
import { t, type MessageRef } from '../../messages/es';
import '../../messages/es/files';
import { useResource } from '../app/useResource';
import { Button, buttonClassName } from './Button';
import { FieldError, FieldLabelText } from './Field';
import { Dialog } from './Dialog';
import { ErrorBlock } from './ErrorBlock';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';
import { notify } from './Toaster';
import * as css from './FilePicker.css';

export type { PickedFile };

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  /** Id of the file input (the label points at it). */
  id: string;
  /** Visible label of the field. */
  label: string;
  /** Whether several documents may be selected (default false: one at most). */
  multiple?: boolean;
  /** Extension the field requires (e.g. 'pdf'); default none (any allowed extension). */
  requiredExtension?: string | null;
  /** Maximum size per file, MB (default 120). */
  maxMb?: number;
  /** Extensions accepted when none is required (default: every allowed upload extension, spec 000 §5). */
  allowedExtensions?: readonly string[];
  /** The field's own error (e.g. required), shown under it and tied to the input (aria-invalid). */
  fieldError?: string | null;
  /** Shows the required marker and sets aria-required on the input. */
  required?: boolean;
  /** The signed-in citizen's id; enables 'Mis documentos'. */
  citizenId?: string | null;
  /** Called with the selected list whenever it changes. */
  onChange?: (files: PickedFile[]) => void;
  /**
   * Documents the picker starts with (read on mount only), e.g. the field's value kept by a form
   * whose step unmounted the picker. `onChange` is not called for them.
   */
  initialFiles?: readonly PickedFile[];
}

/** 'N KB' below 1 MB (never '0 MB'), else 'N MB'. */
const sizeText = (mb: number) => {
  const size = fileSize(mb);
  return t(size.unit === 'KB' ? 'files.sizeKb' : 'files.sizeMb', { n: size.n });
};

function Refusal({ error, id }: { error: MessageRef | null; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={css.error} role="alert">
      {t(error.key, error.params)}
    </p>
  );
}

/** One page of 'Mis documentos' with paging; `onPick` adds a document. */
function MyDocumentsList({ citizenId, onPick }: { citizenId: string; onPick: (document: StoredDocument) => void }) {
  const [page, setPage] = useState(1);
  const documents = useResource(loadMyDocuments, { citizenId, page });
  if (documents.status === 'failed') {
    return <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={documents.retry} />;
  }
  if (!documents.data) return <Spinner label={t('common.loading')} />;
  const { data, last_page: lastPage } = documents.data;
  if (data.length === 0) return <p>{t('files.myDocumentsEmpty')}</p>;
  return (
    <>
      <ul className={css.list} aria-busy={documents.status === 'loading'}>
        {data.map((doc, i) => {
          const name = `${doc.name}.${displayExtension(doc.extension)}`;
          return (
            <li key={doc.id ?? `${page}-${i}`} className={css.item}>
              <span className={css.itemText}>
                <span>{name}</span>
                <span className={css.meta}>
                  {t('files.storedOn', { date: formatDate(doc.created_at) })}
                  {typeof doc.size_mb === 'number' ? ` · ${sizeText(doc.size_mb)}` : ''}
                </span>
              </span>
              <Button type="button" size="sm" variant="secondary" aria-label={t('files.useNamed', { name })} onClick={() => onPick(doc)}>
                {t('files.useDocument')}
              </Button>
            </li>
          );
        })}
      </ul>
      {lastPage > 1 ? (
        <Pagination
          page={page}
          lastPage={lastPage}
          onChange={setPage}
          disabled={documents.status === 'loading'}
          labels={{
            nav: t('files.myDocumentsPages'),
            previous: t('common.previousPage'),
            next: t('common.nextPage'),
            page: (n) => t('common.goToPage', { page: n }),
          }}
        />
      ) : null}
    </>
  );
}

/** See module documentation. */
export function FilePicker({
  id,
  label,
  multiple = false,
  requiredExtension = null,
  maxMb = MAX_UPLOAD_MB_DEFAULT,
  allowedExtensions = ALLOWED_UPLOAD_EXTENSIONS,
  fieldError = null,
  required = false,
  citizenId,
  onChange,
  initialFiles,
}: FilePickerProps) {
  const machine = useMemo(
    () =>
      filePickerMachine.provide({
        actions: { notifySuccess: (_, params) => void notify.success(t(params.key), { id: `file-picker-${id}` }) },
      }),
    [id],
  );
  const [snapshot, send] = useMachine(machine, { input: { multiple, requiredExtension, maxMb, allowedExtensions, initialFiles } });
  const { files, error } = snapshot.context;
  const browsing = snapshot.matches('browsing');
  const [dragging, setDragging] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChangeRef.current?.(files);
  }, [files]);

  const extensions = requiredExtension ? [requiredExtension.replace(/^\./, '').toLowerCase()] : [...allowedExtensions];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const add = (list: FileList | null) => {
    if (list && list.length > 0) send({ type: 'files.add', files: Array.from(list) });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        <FieldLabelText label={label} required={required} />
      </label>
      <p id={hintId} className={css.hint}>
        {t('files.allowedHint', { exts: extensions.join(', '), n: maxMb })}
      </p>
      <div
        className={css.dropZone}
        data-dragging={dragging}
        data-testid={`${id}-dropzone`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          className={css.input}
          multiple={multiple}
          accept={extensions.map((e) => `.${e}`).join(',')}
          aria-describedby={[hintId, error && !browsing ? errorId : '', fieldError ? `${id}-field-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={(error && !browsing) || fieldError ? true : undefined}
          aria-required={required || undefined}
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${css.chooser}`}>
          {t(multiple ? 'files.chooseMany' : 'files.choose')}
        </label>
        <span className={css.hint}>{t('files.dropHint')}</span>
        {citizenId ? (
          <Button ref={opener} type="button" size="sm" variant="secondary" onClick={() => send({ type: 'documents.open' })}>
            {t('files.myDocuments')}
          </Button>
        ) : null}
      </div>
      {browsing ? null : <Refusal error={error} id={errorId} />}
      <FieldError id={`${id}-field-error`} error={fieldError} />
      {files.length > 0 ? (
        <ul className={css.list} aria-label={t('files.selected')}>
          {files.map((file) => (
            <li key={file.id} className={css.item}>
              <span className={css.itemText}>
                <span>{file.name}</span>
                <span className={css.meta}>{sizeText(file.sizeMb)}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="text"
                aria-label={t('files.removeNamed', { name: file.name })}
                onClick={() => send({ type: 'file.remove', id: file.id })}
              >
                {t('files.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {citizenId ? (
        <Dialog
          open={browsing}
          onOpenChange={(open) => {
            if (!open) send({ type: 'documents.close' });
          }}
          title={t('files.myDocuments')}
          closeLabel={t('common.close')}
          returnFocusRef={opener}
          wide
        >
          {browsing ? (
            <>
              <Refusal error={error} />
              <MyDocumentsList citizenId={citizenId} onPick={(document) => send({ type: 'document.pick', document })} />
            </>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
