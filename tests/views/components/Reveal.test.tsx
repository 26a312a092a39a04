import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
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
    const commits: string[] = [];
    const { container } = render(
      <Profiler id="group" onRender={(_id, phase) => commits.push(phase)}>
        <Ready />
      </Profiler>,
    );
    expect((container.firstElementChild as HTMLElement).getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('A listo')).toBeTruthy();
    // Shown from its first commit: no state change, so no second (synchronous) render in the first
    // commit's task (issue 11).
    expect(commits).toEqual(['mount']);
  });

  it('hides a group whose block is pending when it mounts before the first paint, and a block mounted after the reveal does not hide it again', () => {
    let setC: (v: boolean) => void = () => {};
    function Late() {
      const [c, sc] = useState(false);
      setC = sc;
      return (
        <RevealTogether loadingLabel="Cargando…">
          <Block name="A" pending={false} />
          {c ? <Block name="C" pending /> : null}
        </RevealTogether>
      );
    }
    const { container } = render(<Late />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-busy')).toBe('false');
    act(() => setC(true));
    expect(group.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('C cargando')).toBeTruthy();
  });
});
