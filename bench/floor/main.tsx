/**
 * The floor page of the Lighthouse bench (scripts/lighthouse.ts; issue 11 "Fast on a cheap phone"):
 * React 19 + XState 5 + @xstate/react rendering one paragraph, built with the portal's Vite. Its
 * figures, measured in the same run as the portal's pages, show what the machine itself costs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useMachine } from '@xstate/react';
import { setup } from 'xstate';

const floorMachine = setup({}).createMachine({
  id: 'floor',
  initial: 'shown',
  states: { shown: { meta: { spec: 'bench floor', shows: ['paragraph'] } } },
});

function Floor() {
  const [snapshot] = useMachine(floorMachine);
  return (
    <main>
      <h1>Página de referencia</h1>
      <p>Estado: {String(snapshot.value)}. React y XState con un solo párrafo.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
}
