/**
 * The floor page of the interaction bench (scripts/bench-interactions.ts; issue 24 "The signed-in
 * area as fast as the public one", item 2): the same KINDS of controls as the portal's request form,
 * desk and request detail, in plain React 19 (+ XState 5 for the two steps, as the portal's form
 * is a chart), no portal code, no backend. Measured in the same run as the portal, its figures are
 * what a control costs on this machine at 4x CPU throttling; the bench divides the portal's median
 * by the floor's (the budget: at most 2x).
 *
 * What it holds (labels as the portal's controls, so the two read alike):
 * - step 1 'Datos de la solicitud' (`Paso 1 de 2`): a text input 'Nombre comercial'; a checkbox
 *   'Buceo' showing 'No. de certificación del centro de buceo'; a radio group '¿Opera en áreas
 *   protegidas?' (Sí / No) whose 'Sí' shows 'Área protegida donde opera'; a select 'Tipo de exención
 *   a certificar' whose 'Impuestos de importación' shows 'No. de declaración única aduanera (DUA)'
 *   (and 'Seleccione una opción' hides it again); a grid 'Guías de la empresa' (a table) with 'Agregar' opening a
 *   native `<dialog>` of two inputs ('Nombre del guía', 'Idioma principal') whose 'Agregar' adds the
 *   row, and per row 'Editar fila {n}' (the same dialog, 'Guardar' replaces the row) and
 *   'Eliminar fila {n}'; 'Continuar' to step 2;
 * - step 2 'Confirmación' (`Paso 2 de 2`): a summary and 'Retroceder' to step 1 (the answers kept);
 * - always shown: two tabs 'Detalles' / 'Pagos' (each its panel), and a list of 25 items paged by
 *   10 with 'Página anterior' / 'Página siguiente' ('Página {n} de 3').
 */
import { StrictMode, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useMachine } from '@xstate/react';
import { setup } from 'xstate';

/** The two steps, as a chart: `continue` from step 1, `back` from step 2. */
const stepsMachine = setup({ types: { events: {} as { type: 'continue' } | { type: 'back' } } }).createMachine({
  id: 'floorSteps',
  initial: 'step1',
  states: {
    step1: { on: { continue: 'step2' }, meta: { spec: 'bench floor controls', shows: ['step 1'] } },
    step2: { on: { back: 'step1' }, meta: { spec: 'bench floor controls', shows: ['step 2'] } },
  },
});

/** A row of the grid. */
interface GuideRow {
  name: string;
  language: string;
}

/** The dialog's state: which row it edits (null: a new one) and its two inputs. */
interface RowDraft {
  index: number | null;
  name: string;
  language: string;
}

const ITEMS = Array.from({ length: 25 }, (_, i) => `Solicitud ${String(i + 1).padStart(3, '0')}`);
const PAGE_SIZE = 10;
const PAGES = Math.ceil(ITEMS.length / PAGE_SIZE);

function GuidesGrid({ rows, setRows }: { rows: readonly GuideRow[]; setRows: (rows: GuideRow[]) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<RowDraft | null>(null);

  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (draft && !d.open) d.showModal();
    else if (!draft && d.open) d.close();
  }, [draft]);

  const commit = () => {
    if (!draft || !draft.name.trim()) return;
    const row = { name: draft.name.trim(), language: draft.language.trim() };
    setRows(draft.index === null ? [...rows, row] : rows.map((r, i) => (i === draft.index ? row : r)));
    setDraft(null);
  };

  return (
    <section aria-labelledby="grid-title">
      <h3 id="grid-title">Guías de la empresa</h3>
      <button type="button" aria-label="Agregar Guías de la empresa" onClick={() => setDraft({ index: null, name: '', language: '' })}>
        Agregar
      </button>
      {rows.length === 0 ? (
        <p>No hay elementos agregados</p>
      ) : (
        <table>
          <caption>Guías de la empresa</caption>
          <thead>
            <tr>
              <th>Nombre del guía</th>
              <th>Idioma principal</th>
              <th>Acciones</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.name}</td>
                <td>{r.language}</td>
                <td>
                  <button type="button" aria-label={`Editar fila ${i + 1}`} onClick={() => setDraft({ index: i, ...r })}>
                    Editar
                  </button>{' '}
                  <button type="button" aria-label={`Eliminar fila ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    Eliminar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dialog ref={dialog} aria-labelledby="dialog-title" onClose={() => setDraft(null)}>
        <h2 id="dialog-title">Guías de la empresa</h2>
        <label>
          Nombre del guía
          <input type="text" value={draft?.name ?? ''} onChange={(e) => setDraft((d) => (d ? { ...d, name: e.target.value } : d))} />
        </label>
        <label>
          Idioma principal
          <input type="text" value={draft?.language ?? ''} onChange={(e) => setDraft((d) => (d ? { ...d, language: e.target.value } : d))} />
        </label>
        <button type="button" onClick={() => setDraft(null)}>
          Cancelar
        </button>{' '}
        <button type="button" onClick={commit}>
          {draft?.index === null ? 'Agregar' : 'Guardar'}
        </button>
      </dialog>
    </section>
  );
}

function Controls() {
  const [snapshot, send] = useMachine(stepsMachine);
  const [name, setName] = useState('');
  const [diving, setDiving] = useState(false);
  const [protectedArea, setProtectedArea] = useState<'si' | 'no' | ''>('');
  const [exemption, setExemption] = useState('');
  const [rows, setRows] = useState<GuideRow[]>([]);
  const [tab, setTab] = useState<'detalles' | 'pagos'>('detalles');
  const [page, setPage] = useState(1);
  const step1 = snapshot.matches('step1');

  return (
    <main>
      <h1>Controles de referencia</h1>
      <p>{step1 ? 'Paso 1 de 2' : 'Paso 2 de 2'}</p>
      {step1 ? (
        <form onSubmit={(e) => e.preventDefault()}>
          <h2>Datos de la solicitud</h2>
          <label>
            Nombre comercial
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <fieldset>
            <legend>Actividades que ofrece</legend>
            <label>
              <input type="checkbox" checked={diving} onChange={(e) => setDiving(e.target.checked)} /> Buceo
            </label>
          </fieldset>
          {diving && (
            <label>
              No. de certificación del centro de buceo
              <input type="text" />
            </label>
          )}
          <fieldset role="radiogroup" aria-labelledby="area-legend">
            <legend id="area-legend">¿Opera en áreas protegidas?</legend>
            <label>
              <input type="radio" name="area" value="si" checked={protectedArea === 'si'} onChange={() => setProtectedArea('si')} /> Sí
            </label>
            <label>
              <input type="radio" name="area" value="no" checked={protectedArea === 'no'} onChange={() => setProtectedArea('no')} /> No
            </label>
          </fieldset>
          {protectedArea === 'si' && (
            <label>
              Área protegida donde opera
              <input type="text" />
            </label>
          )}
          <label>
            Tipo de exención a certificar
            <select value={exemption} onChange={(e) => setExemption(e.target.value)}>
              <option value="">Seleccione una opción</option>
              <option value="IMP">Impuestos de importación</option>
              <option value="ISR">Impuesto sobre la renta</option>
              <option value="ITBIS">ITBIS</option>
            </select>
          </label>
          {exemption === 'IMP' && (
            <label>
              No. de declaración única aduanera (DUA)
              <input type="text" />
            </label>
          )}
          <GuidesGrid rows={rows} setRows={setRows} />
          <button type="button" onClick={() => send({ type: 'continue' })}>
            Continuar
          </button>
        </form>
      ) : (
        <section>
          <h2>Confirmación</h2>
          <p>
            {name || 'Sin nombre comercial'}: {rows.length} guías.
          </p>
          <button type="button" onClick={() => send({ type: 'back' })}>
            Retroceder
          </button>
        </section>
      )}
      <div role="tablist" aria-label="Secciones">
        <button type="button" role="tab" id="tab-detalles" aria-selected={tab === 'detalles'} aria-controls="panel" onClick={() => setTab('detalles')}>
          Detalles
        </button>
        <button type="button" role="tab" id="tab-pagos" aria-selected={tab === 'pagos'} aria-controls="panel" onClick={() => setTab('pagos')}>
          Pagos
        </button>
      </div>
      <div role="tabpanel" id="panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'detalles' ? <p>Detalles de la solicitud de referencia.</p> : <p>No hay pagos registrados.</p>}
      </div>
      <section aria-labelledby="list-title">
        <h2 id="list-title">Solicitudes</h2>
        <ul>
          {ITEMS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <nav aria-label="Páginas de Solicitudes">
          <button type="button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Página anterior
          </button>{' '}
          <span>
            Página {page} de {PAGES}
          </span>{' '}
          <button type="button" disabled={page === PAGES} onClick={() => setPage((p) => p + 1)}>
            Página siguiente
          </button>
        </nav>
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Controls />
    </StrictMode>,
  );
}
