/**
 * A notice the app shell shows at the top of `<main>`, under the page banner, on every page
 * (docs/ARCHITECTURE.md "No blank page, ever"). Provided by an ancestor of the shell (the session provider,
 * src/views/app/session.tsx: "No se pudo cargar su sesión…", "El almacenamiento de su navegador está
 * lleno…"), so the layout stays free of session logic.
 *
 * - `content`: what to show (already in Spanish, with its own landmark/label).
 * - `replacesPage`: true when the page itself cannot be shown meanwhile (a signed-in page waiting
 *   for a user that could not be loaded): the notice then stands in for it instead of a spinner.
 */
import { createContext, type ReactNode } from 'react';

/** See module documentation. */
export interface ShellNotice {
  content: ReactNode;
  replacesPage: boolean;
}

/** `null` (the default): no notice. */
export const ShellNoticeContext = createContext<ShellNotice | null>(null);
