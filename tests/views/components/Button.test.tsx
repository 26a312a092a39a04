/** Button: loading state swallows clicks (no double submission), keeps the label, stays focusable. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../../src/views/components/Button';

afterEach(cleanup);

function SendButton({ onSend }: { onSend: () => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      loading={loading}
      loadingLabel="Enviando"
      onClick={() => {
        setLoading(true);
        onSend();
      }}
    >
      Enviar
    </Button>
  );
}

describe('<Button>', () => {
  it('a double click fires the action once when the first click starts loading', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SendButton onSend={onSend} />);
    await user.dblClick(screen.getByRole('button', { name: /Enviar/ }));
    await user.click(screen.getByRole('button', { name: /Enviar/ }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-disabled + aria-busy, label kept, loading text for screen readers, still focusable', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Cargando" onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toContain('Guardar');
    expect(button.textContent).toContain('Cargando');
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form (implicit submission included)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Nombre" />
        <Button type="submit" loading>
          Enviar
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an onClick returning a promise blocks further clicks until it settles', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Button onClick={onClick}>Pagar</Button>);
    const button = screen.getByRole('button', { name: /Pagar/ });
    await user.click(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve());
    expect(button.getAttribute('aria-busy')).toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('defaults to type="button" and respects disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Solicitar
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
