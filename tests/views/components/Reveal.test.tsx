import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RevealTogether, useRevealPending } from '../../../src/views/components/Reveal';

function Block({ name, pending }: { name: string; pending: boolean }) {
  useRevealPending(pending);
  return <p>{pending ? `${name} cargando` : `${name} listo`}</p>;
}

let setA: (v: boolean) => void = () => {};
let setB: (v: boolean) => void = () => {};
function Page() {
  const [a, sa] = useState(true);
  const [b, sb] = useState(true);
  setA = sa;
  setB = sb;
  return (
    <RevealTogether loadingLabel="Cargando…">
      <Block name="A" pending={a} />
      <Block name="B" pending={b} />
    </RevealTogether>
  );
}

describe('RevealTogether', () => {
  it('keeps the blocks hidden behind one spinner until every block has settled, then stays revealed', () => {
    const { container } = render(<Page />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Cargando…');
    act(() => setA(false));
    expect(group.getAttribute('aria-busy')).toBe('true');
    act(() => setB(false));
    expect(group.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    // A later reload inside a block does not hide the group again.
    act(() => setA(true));
    expect(group.getAttribute('aria-busy')).toBe('false');
  });

  it('reveals at once when the blocks already have their data', () => {
    function Ready() {
      return (
        <RevealTogether loadingLabel="Cargando…">
          <Block name="A" pending={false} />
        </RevealTogether>
      );
    }
    const { container } = render(<Ready />);
    expect((container.firstElementChild as HTMLElement).getAttribute('aria-busy')).toBe('false');
  });
});
