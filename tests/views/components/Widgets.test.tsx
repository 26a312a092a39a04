/** Shared widgets: ratings, counters, accordion, dialogs, tabs, cards, feedback blocks, loader, links, notify. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { toast } from 'sonner';
import { StarRating, StarRatingInput, roundToHalf, starFills } from '../../../src/views/components/StarRating';
import { Counter, formatCounterValue } from '../../../src/views/components/Counter';
import { Accordion } from '../../../src/views/components/Accordion';
import { Dialog } from '../../../src/views/components/Dialog';
import { ConfirmDialog } from '../../../src/views/components/ConfirmDialog';
import { Tabs } from '../../../src/views/components/Tabs';
import { ServiceCard } from '../../../src/views/components/ServiceCard';
import { ErrorBlock } from '../../../src/views/components/ErrorBlock';
import { EmptyState } from '../../../src/views/components/EmptyState';
import { GlobalLoader } from '../../../src/views/components/GlobalLoader';
import { Link } from '../../../src/views/components/Link';
import { notify, TOAST_DURATION_MS } from '../../../src/views/components/Toaster';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const ratingLabel = (v: number, m: number) => `${v} de ${m}`;

describe('StarRating', () => {
  it('rounds to halves and fills stars', () => {
    expect(roundToHalf(4.26)).toBe(4.5);
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('display is one image named "4.5 de 5"', () => {
    render(<StarRating value={4.5} label={ratingLabel} showValue />);
    expect(screen.getByRole('img', { name: '4.5 de 5' })).toBeTruthy();
  });

  it('input: ten half-star radios named "n de 5", default value checked, choosing reports the value', async () => {
    const user = userEvent.setup();
    function Harness({ onChange }: { onChange: (v: number) => void }) {
      const [v, setV] = useState(3);
      return (
        <StarRatingInput
          legend="Calificación"
          value={v}
          label={ratingLabel}
          onChange={(n) => {
            setV(n);
            onChange(n);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Calificación' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3 de 5' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '4.5 de 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4.5 de 5' }).checked).toBe(true);
  });
});

describe('Counter', () => {
  it('groups numbers with the es-DO locale and shows the label', () => {
    // The platform's es-DO formatting is the oracle (the counter groups integers without it).
    const esDO = new Intl.NumberFormat('es-DO');
    for (const n of [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 1234567890, -1, -1234, -1234567, Number.MAX_SAFE_INTEGER, 1234.5, 0.25, -9876.54])
      expect(formatCounterValue(n), String(n)).toBe(esDO.format(n));
    expect(formatCounterValue(12345)).toBe('12,345');
    expect(formatCounterValue('—')).toBe('—');
    render(<Counter value={7} label="Solicitudes en proceso" />);
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('Solicitudes en proceso')).toBeTruthy();
  });
});

describe('Accordion', () => {
  it('native details/summary items that expand', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[{ id: 1, question: '¿Cómo me registro?', answer: <p>Desde la opción Registrar.</p> }]} />);
    const details = screen.getByText('¿Cómo me registro?').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('¿Cómo me registro?'));
    expect(details.open).toBe(true);
  });
});

describe('Dialog / ConfirmDialog', () => {
  it('Dialog is named by its title, described by its description, closes with the × button', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Nueva reclamación" description="Complete el formulario" closeLabel="Cerrar" fullScreen>
          <p>Cuerpo</p>
        </Dialog>
      );
    }
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva reclamación' });
    expect(dialog.getAttribute('data-variant')).toBe('fullScreen');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Complete el formulario');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while a modal Dialog is open the page does not scroll: inline styles on <body> only, no style sheet; nested dialogs keep it, the last close restores it', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    const sheets = document.querySelectorAll('style, link[rel=stylesheet]').length;
    function Harness() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Dialog open={outer} onOpenChange={setOuter} title="Primero" closeLabel="Cerrar primero">
          <Dialog open={inner} onOpenChange={setInner} title="Segundo" closeLabel="Cerrar segundo" />
        </Dialog>
      );
    }
    render(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.overscrollBehavior).toBe('contain');
    // Radix's overlay added a style sheet and a data-scroll-locked attribute: a whole-document restyle on open and close (issue 24).
    expect(document.querySelectorAll('style, link[rel=stylesheet]').length).toBe(sheets);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cerrar segundo' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Cerrar primero' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.overscrollBehavior).toBe('');
    document.body.style.overflow = '';
  });

  it('a press on the overlay closes a dismissible Dialog, not a non-dismissible one', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Dialog open onOpenChange={onOpenChange} title="Filtro" closeLabel="Cerrar" />);
    const overlay = () => document.querySelector('[data-state="open"]:not([role])') as HTMLElement;
    await user.click(overlay());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    rerender(<Dialog open onOpenChange={onOpenChange} title="Filtro" closeLabel="Cerrar" dismissible={false} />);
    await user.click(overlay());
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('non-dismissible Dialog ignores Escape and has no × button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Enviando" closeLabel="Cerrar" dismissible={false} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('ConfirmDialog is an alertdialog; Confirmar calls onConfirm; Cancelar closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Eliminar solicitud"
        message="Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse"
        confirmLabel="Confirmar"
        cancelLabel="Cancelar"
        closeLabel="Cerrar"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Eliminar solicitud' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ConfirmDialog while loading: confirm ignores clicks and Escape does not close', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Enviar"
        message="¿Seguro?"
        confirmLabel="Confirmar"
        cancelLabel="Cancelar"
        closeLabel="Cerrar"
        onConfirm={onConfirm}
        loading
      />,
    );
    await user.click(screen.getByRole('button', { name: /Confirmar/ }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('Tabs', () => {
  it('Radix tabs: labelled tablist, selecting a tab shows its panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Consultas generales"
        items={[
          { value: 'maps', label: 'Mapa de los Polos', content: <p>Mapas</p> },
          { value: 'docs', label: 'Documentos', content: <p>Lista de documentos</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Consultas generales' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Mapas');
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(screen.getByRole('tab', { name: 'Documentos' }).getAttribute('aria-selected')).toBe('true');
    // The panel follows once the click's frame is painted.
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('Lista de documentos'));
  });
});

describe('Tabs: the panels are its own, wired to the tabs (issue 24: no Radix Presence)', () => {
  it('each tab controls its panel and each panel is named by its tab; the shown one is focusable, the others hidden', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Consultas generales"
        items={[
          { value: 'maps', label: 'Mapa de los Polos', content: <p>Mapas</p> },
          { value: 'docs', label: 'Documentos', content: <p>Lista de documentos</p> },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    const panels = document.querySelectorAll<HTMLElement>('[role="tabpanel"]');
    expect(panels).toHaveLength(2);
    tabs.forEach((tab, i) => {
      const panel = panels[i];
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect([...document.querySelectorAll('[id]')].filter((e) => e.id === panel.id)).toHaveLength(1);
    });
    expect(screen.getByRole('tabpanel', { name: 'Mapa de los Polos' }).textContent).toBe('Mapas');
    expect(screen.getByRole('tabpanel', { name: 'Mapa de los Polos' }).tabIndex).toBe(0);
    expect(panels[1]?.hidden).toBe(true);
    expect(panels[0]?.getAttribute('data-state')).toBe('active');
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Documentos' }).textContent).toBe('Lista de documentos'));
    expect(panels[0]?.hidden).toBe(true);
    expect(panels[1]?.getAttribute('data-state')).toBe('active');
  });

  it('two tab sets on one page never share an id', () => {
    const items = [
      { value: 'a', label: 'Uno', content: <p>1</p> },
      { value: 'b', label: 'Dos', content: <p>2</p> },
    ];
    render(
      <>
        <Tabs label="Primero" items={items} />
        <Tabs label="Segundo" items={items} />
      </>,
    );
    const ids = [...document.querySelectorAll('[role="tab"], [role="tabpanel"]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(8);
  });
});

describe('Tabs: the panel follows the selected tab once its frame is painted (issue 24)', () => {
  it('the tab is selected at once; the previous panel stays until the new one can render, then only the new one shows', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    void ready.then(() => (done = true));
    /** A panel whose content is not ready yet (it suspends, as a lazy section does). */
    function Slow() {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a suspended render throws the promise it waits for
      if (!done) throw ready;
      return <p>Lista de documentos</p>;
    }
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Tabs
          label="Consultas generales"
          items={[
            { value: 'maps', label: 'Mapa de los Polos', content: <p>Mapas</p> },
            { value: 'docs', label: 'Documentos', content: <Slow /> },
          ]}
        />
      </Suspense>,
    );
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(screen.getByRole('tab', { name: 'Documentos' }).getAttribute('aria-selected')).toBe('true');
    // Never the Suspense fallback, never a blank page: the map panel stays on screen meanwhile.
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(screen.getByRole('tabpanel').textContent).toBe('Mapas');
    release();
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('Lista de documentos'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});

describe('ServiceCard', () => {
  const base = {
    areaName: 'DPP',
    title: 'No objeción de uso de suelo',
    description: 'Descripción del trámite',
    labels: { request: 'SOLICITAR', info: 'VER INFORMACIÓN' },
    infoHref: '/app/serviceDescription/12',
  };

  it('request button calls onRequest; info is a link; both described by the title', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    const { hook } = memoryLocation({ path: '/public' });
    render(
      <Router hook={hook}>
        <ServiceCard {...base} onRequest={onRequest} />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 3, name: base.title })).toBeTruthy();
    const request = screen.getByRole('button', { name: 'SOLICITAR' });
    const info = screen.getByRole('link', { name: 'VER INFORMACIÓN' });
    expect(info.getAttribute('href')).toBe('/app/serviceDescription/12');
    for (const el of [request, info]) {
      expect(document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(base.title);
    }
    await user.click(request);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('disabled request (type_id 1) explains why in text tied to the button', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    render(<ServiceCard {...base} onRequest={onRequest} requestDisabled requestDisabledReason="Este trámite no se solicita en línea" />);
    const request = screen.getByRole<HTMLButtonElement>('button', { name: 'SOLICITAR' });
    expect(request.disabled).toBe(true);
    const ids = request.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([base.title, 'Este trámite no se solicita en línea']);
    await user.click(request);
    expect(onRequest).not.toHaveBeenCalled();
  });
});

describe('Feedback blocks', () => {
  it('ErrorBlock shows an alert and a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorBlock message="No se pudo cargar la información." retryLabel="Reintentar" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('No se pudo cargar la información.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('EmptyState shows its message', () => {
    render(<EmptyState message="No hay notificaciones" />);
    expect(screen.getByText('No hay notificaciones')).toBeTruthy();
  });

  it('GlobalLoader keeps its status region mounted and shows the message only when open', () => {
    const { rerender } = render(<GlobalLoader open={false} message="Cargando" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<GlobalLoader open message="Cargando" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toContain('Cargando');
  });
});

describe('Link', () => {
  it('internal paths use the router, external ones open a new tab with a Spanish hint', async () => {
    const user = userEvent.setup();
    const location = memoryLocation({ path: '/public', record: true });
    render(
      <Router hook={location.hook}>
        <Link href="/app/contact">Contacto</Link>
        <Link href="https://example.org" external newTabLabel="(se abre en una pestaña nueva)">
          Sitio externo
        </Link>
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(location.history.at(-1)).toBe('/app/contact');
    const ext = screen.getByRole('link', { name: /Sitio externo/ });
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ext.textContent).toContain('(se abre en una pestaña nueva)');
  });
});

describe('notify', () => {
  it('uses 2000 ms for success by default and honours durationMs; returns the id synchronously', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const error = vi.spyOn(toast, 'error').mockReturnValue(2);
    const info = vi.spyOn(toast, 'info').mockReturnValue(3);
    const id = notify.success('Documento agregado');
    expect(typeof id).toBe('string');
    expect(notify.error('Ha ocurrido un error', { durationMs: 3000, id: 'claims-error' })).toBe('claims-error');
    notify.info('Aviso');
    expect(TOAST_DURATION_MS.success).toBe(2000);
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Documento agregado', expect.objectContaining({ duration: 2000, id }));
    expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.objectContaining({ duration: 3000, id: 'claims-error' }));
    expect(info).toHaveBeenCalledWith('Aviso', expect.objectContaining({ duration: TOAST_DURATION_MS.info }));
  });
});
