/** The application root: session actor + router. */
import { Router } from 'wouter';
import { SessionProvider } from './session';
import { AppRouter } from './AppRouter';

export function App() {
  return (
    <Router>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </Router>
  );
}
