/**
 * Fault matrix drivers of the identity area, sign-in side (issue 10): login and the citizen record
 * sent after it, the password reset, the account activation and the membership invitation. See
 * tests/faults/harness.tsx for what every row asserts under each of the five faults; the rows run
 * in tests/faults/identity-auth.faults.test.tsx. The registration rows are in
 * tests/faults/drivers/identity-auth-register.tsx.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { backOfficeInvite } from '../../../src/mocks/mailbox';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import type { FaultDriver, FlowContext } from '../harness';
import { findShown } from '../harness';

/** Ana's document as a citizen types it (dashes allowed, spec 000 §5 Login). */
const ANA_DOCUMENT = '001-0456789-6';

/**
 * The activation token the runner gives José's account before each row (an account registered and
 * not activated yet, spec 000 §4 "Account: registered, then activated through the e-mail link").
 */
export const ACTIVATION_TOKEN = '5f0c7e2a9b3d4c1e8a6f2b7d9c0e1a3b';

/** Makes José's account one that waits for its activation link (the runner calls it before each row). */
export function seedPendingActivation(): void {
  const jose = db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_2_ID);
  if (!jose) throw new Error('José is not in the seed');
  jose.activated = false;
  jose.activation_token = ACTIVATION_TOKEN;
}

/** The first element of a lazily loaded page may take this long on a loaded machine (an upper bound). */
const ARRIVAL = { timeout: 20_000 };

const documentField = () => screen.getByLabelText<HTMLInputElement>(/^Cédula o pasaporte/);
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/^Contraseña/, { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Iniciar Sesión' });

async function fillLogin({ user }: FlowContext): Promise<void> {
  await user.type(await screen.findByLabelText(/^Cédula o pasaporte/, {}, ARRIVAL), ANA_DOCUMENT);
  await user.type(passwordField(), DEMO_PASSWORD);
}

/** The memory router reached `path` (the last visited path). */
async function arrivedAt({ location }: FlowContext, path: string): Promise<void> {
  await waitFor(() => expect(location.history?.at(-1)).toBe(path));
}

const resetDocument = () => screen.getByLabelText<HTMLInputElement>(/^Cédula o pasaporte/);
const resetEmail = () => screen.getByLabelText<HTMLInputElement>(/^Correo electrónico/);
const resetConfirmation = () => screen.getByLabelText<HTMLInputElement>(/^Confirmar correo electrónico/);
const anaEmail = () => db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_ID)!.email;

/** The membership link of the invitation mail, set by `prepare` of the acceptMembership row. */
let invitationHref = '';

export const drivers: FaultDriver[] = [
  {
    operationId: 'login',
    flow: 'Iniciar Sesión: Iniciar Sesión',
    path: '/public/login',
    prepare: fillLogin,
    act: async ({ user }) => user.click(loginButton()),
    // Spec 000 §8 "Failed login request".
    shows: 'Ha ocurrido un error, favor contacte a soporte',
    kept: () => {
      expect(documentField().value).toBe(ANA_DOCUMENT);
      expect(passwordField().value).toBe(DEMO_PASSWORD);
    },
    retry: async (ctx) => {
      await ctx.user.click(loginButton());
      // Spec 000 §2 Login screen: "After success the user goes to /app/myDesk".
      await arrivedAt(ctx, '/app/myDesk');
    },
  },
  {
    operationId: 'postCitizen',
    flow: 'Iniciar Sesión: registro del ciudadano en la administración tras el inicio de sesión',
    path: '/public/login',
    prepare: fillLogin,
    act: async ({ user }) => user.click(loginButton()),
    // Spec 000 §7 "POST /citizens (admin API, after login) | response not shown": its failure is
    // not the user's concern, the sign-in goes on to the desk.
    shows: 'Mi escritorio',
    // Expired twice: the call and its retry after the refresh (the token is stored by then).
    times: 2,
    kept: async (ctx) => {
      await arrivedAt(ctx, '/app/myDesk');
      expect(screen.queryByText('Ha ocurrido un error, favor contacte a soporte')).toBeNull();
    },
  },
  {
    operationId: 'forgotPassword',
    flow: 'Recuperar contraseña: Enviar',
    path: '/public/requestPassword',
    prepare: async ({ user }) => {
      await user.type(await screen.findByLabelText(/^Cédula o pasaporte/, {}, ARRIVAL), ANA_DOCUMENT);
      await user.type(resetEmail(), anaEmail());
      await user.type(resetConfirmation(), anaEmail());
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: /^Enviar/ })),
    // Spec 000 §8 Reset password: "thrown failure gives error toast".
    shows: 'Ha ocurrido un error favor intentar mas tarde.',
    kept: () => {
      expect(resetDocument().value).toBe(ANA_DOCUMENT);
      expect(resetEmail().value).toBe(anaEmail());
      expect(resetConfirmation().value).toBe(anaEmail());
    },
    retry: async (ctx) => {
      await ctx.user.click(screen.getByRole('button', { name: /^Enviar/ }));
      await findShown('Se ha enviado un mensaje a su correo electrónico');
      // Spec 000 §4 Reset password: "success shows a confirmation and goes to /public".
      await arrivedAt(ctx, '/public');
    },
  },
  {
    operationId: 'activateAccount',
    flow: 'Activación de cuenta: enlace del correo (al llegar)',
    path: `/app/activateAccount/${ACTIVATION_TOKEN}`,
    // Spec 000 §8 Activation shows only the server message; without an answer the page says it
    // could not load and offers 'Reintentar' (src/messages/es.ts errors.loadFailed).
    shows: 'No se pudo cargar esta información.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await findShown('Su cuenta ha sido activada satisfactoriamente.');
      expect(db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_2_ID)?.activated).toBe(true);
    },
  },
  {
    operationId: 'acceptMembership',
    flow: 'Invitación de membresía: enlace del correo',
    path: '/public/login',
    prepare: async () => {
      // The back office invites José to Posada Zona Colonial (no representative yet); the mail holds the link.
      const answer = await backOfficeInvite(1, DEMO_CITIZEN_2_ID);
      expect(answer.success).toBe(true);
      invitationHref = db().mails[0].link!.href;
    },
    act: async ({ location }) => {
      // The citizen opens the link. The page reads its query from the browser's location (the
      // harness's memory router has no search hook), so the address bar gets the link too.
      window.history.replaceState(null, '', invitationHref);
      location.navigate(invitationHref);
    },
    // Spec 000 §8 "Failed invitation acceptance: error toast".
    shows: 'Ha ocurrido un error, contacte a soporte',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'Invitación aceptada' })).toBeTruthy();
      expect(screen.getByText('Invitación aceptada satisfactoriamente')).toBeTruthy();
    },
  },
];
