import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../../src/views/components/Dialog';

/** Radix's own look-up is replaced by a move after the dialog's frame (issue 24). */
describe('Dialog: the focus moves in once its frame is painted', () => {
  it('to its first control, not in the commit that opened it', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Nueva reclamación" closeLabel="Cerrar" dismissible={false}>
        <a href="/ayuda">Ayuda</a>
        <button type="button" disabled>
          Desactivado
        </button>
        <div hidden>
          <button type="button">Oculto</button>
        </div>
        <label>
          Asunto <input />
        </label>
      </Dialog>,
    );
    // Not yet: the commit that shows the dialog leaves the focus where it was.
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Asunto' })));
  });

  it('to the close button first when the dialog has one (it comes first)', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Acompañantes" closeLabel="Cerrar">
        <label>
          Nombre <input />
        </label>
      </Dialog>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' })));
  });

  it('to the dialog itself when nothing in it takes the focus', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Aviso" closeLabel="Cerrar" dismissible={false}>
        <p>Su solicitud fue enviada.</p>
      </Dialog>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Aviso' })));
  });

  it('leaves the focus on a field the dialog focused itself', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Buscar" closeLabel="Cerrar">
        <label>
          Primero <input />
        </label>
        <label>
          Cédula <input autoFocus />
        </label>
      </Dialog>,
    );
    const cedula = screen.getByRole('textbox', { name: 'Cédula' });
    expect(document.activeElement).toBe(cedula);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(cedula);
  });
});
