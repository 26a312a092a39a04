/**
 * Fault matrix drivers of the desk's Companies tab (issue 10; spec 001 §2.1 Companies tab:
 * representative manager of a company account, member-list dialog of a representative; §5 Invite
 * member; spec 000 §7 member calls). See tests/faults/harness.tsx for what every row asserts under
 * each of the five faults; the rows run in tests/faults/identity-account-members.faults.test.tsx.
 *
 * Seeds (src/mocks/seed.ts, seedCompanies.ts): Luis (gestor) represents Hotel Caribe Colonial (2),
 * Eco Resort Bahía de Samaná (3, six members, Ramón Antonio Almonte Cruz among them) and Inversiones
 * Turísticas del Este (4); the Hotel Caribe Colonial account (company) has Luis as its
 * representative; José (citizen2, 402-0987654-5) belongs to no company.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { MAIL_TEXT } from '../../../src/mocks/handlers/messages';
import type { Fault, FaultDriver, FlowContext } from '../harness';

/** Issue 25: the faults that leave a write's outcome unknown (no readable answer). */
const UNKNOWN: readonly Fault[] = ['network', 'malformed', 'timeout'];
/** Issue 25: the members were read again and the change is not there (these faults never reach the backend). */
const NOT_RECEIVED = 'Comprobamos que el cambio no llegó al ministerio. Puede hacerlo de nuevo.';
/** Issue 25: an invitation whose answer was lost; no read of the contract shows a pending invitation. */
const INVITATION_UNKNOWN = /^No sabemos si la invitación llegó al ministerio/;
/** The invitations of company `companyId` to citizen `citizenId` stored on the server. */
const invitationsOf = (companyId: number, citizenId: string) =>
  (db().membershipInvitations ?? []).filter((i) => i.company_id === companyId && i.citizen_id === citizenId);
/** The members of company `companyId` with citizen id `citizenId` on the server. */
const membersOf = (companyId: number, citizenId: string) => (db().companyMembers ?? []).filter((m) => m.company_id === companyId && m.citizen_id === citizenId);

/** A failed member call of the Companies tab (toast; spec 000 §8 generic error). */
const GENERIC = 'Ha ocurrido un error';
/** The error block of a desk list that could not load (src/messages/es.ts errors.loadFailed; the spec is silent). */
const LIST_FAILED = 'No se pudo cargar esta información.';

const DESK_COMPANIES = '/app/myDesk?tab=empresas';

const value = (el: HTMLElement) => (el as HTMLInputElement).value;

/** Fills a field the way a citizen pastes into it (one input event: keeps the rows fast; masks still apply). */
async function fill(user: FlowContext['user'], field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

// ── Companies tab (spec 001 §2.1 Companies tab, §5 Invite member) ──────────────────────────────

const membersDialog = () => screen.getByRole('dialog', { name: 'Miembros de la empresa' });
const documentField = (container: HTMLElement) => within(container).getByLabelText(/Número de documento de identidad/);

async function openMembers({ user }: FlowContext, company: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Ver detalles de ${company}` }));
  return screen.findByRole('dialog', { name: 'Miembros de la empresa' });
}

/** Opens Inversiones Turísticas del Este's members and types José's document (spec 001 §5 Invite member). */
async function typeMemberDocument(ctx: FlowContext): Promise<void> {
  const dialog = await openMembers(ctx, 'Inversiones Turísticas del Este');
  await fill(ctx.user, await within(dialog).findByLabelText(/Número de documento de identidad/), '402-0987654-5');
}

const searchMember = async ({ user }: FlowContext) => user.click(within(membersDialog()).getByRole('button', { name: 'Buscar usuario' }));

export const drivers: FaultDriver[] = [
  {
    operationId: 'getMyCompanyRepresentatives',
    flow: 'Escritorio, Empresas (cuenta de empresa): Representante',
    as: 'company',
    path: DESK_COMPANIES,
    shows: LIST_FAILED,
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'Luis Manuel Peña Ureña' })).toBeTruthy();
    },
  },
  {
    operationId: 'sendMembershipInvitation',
    flow: 'Escritorio, Empresas (cuenta de empresa): Agregar representante, Enviar invitación',
    as: 'company',
    path: DESK_COMPANIES,
    prepare: async ({ user }) => {
      // Only one representative per company (spec 001 §8): the current one is deleted first.
      await user.click(await screen.findByRole('button', { name: 'Eliminar representante Luis Manuel Peña Ureña' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: '¿Estas seguro?' })).getByRole('button', { name: 'Sí, eliminar' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Éxito' })).getByRole('button', { name: 'Aceptar' }));
      await screen.findByText('Favor agregar representantes para su empresa.');
      await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
      const add = await screen.findByRole('dialog', { name: 'Agregar representante' });
      await fill(user, documentField(add), '402-0987654-5');
      await user.click(within(add).getByRole('button', { name: 'Buscar usuario' }));
      await within(add).findByRole('heading', { name: 'José Miguel Martínez Santos' });
    },
    act: async ({ user }) =>
      user.click(within(screen.getByRole('dialog', { name: 'Agregar representante' })).getByRole('button', { name: 'Enviar invitación' })),
    // Issue 25: the invitation GET acts on the server; without a readable answer the representatives
    // are read again, no read shows a pending invitation, and the dialog says the outcome is unknown.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? INVITATION_UNKNOWN : GENERIC),
    // The server stored the invitation and e-mailed it, then the answer was lost: one invitation, one
    // e-mail, the dialog says so honestly and offers 'Enviar de nuevo' (nothing sent on its own).
    afterAction: {
      shows: INVITATION_UNKNOWN,
      stored: async () => {
        expect(invitationsOf(2, '40209876545')).toHaveLength(1);
        expect(db().mails.filter((m) => m.subject === MAIL_TEXT.invitationSubject)).toHaveLength(1);
        const add = screen.getByRole('dialog', { name: 'Agregar representante' });
        expect(within(add).getByRole('heading', { name: 'José Miguel Martínez Santos' })).toBeTruthy();
        expect(within(add).getByRole('button', { name: 'Enviar de nuevo' })).toBeTruthy();
      },
    },
    kept: () => {
      const add = screen.getByRole('dialog', { name: 'Agregar representante' });
      expect(within(add).getByRole('heading', { name: 'José Miguel Martínez Santos' })).toBeTruthy();
      expect(value(documentField(add))).toBe('40209876545');
    },
    retry: async ({ user, fault }) => {
      const add = screen.getByRole('dialog', { name: 'Agregar representante' });
      await user.click(within(add).getByRole('button', { name: UNKNOWN.includes(fault) ? 'Enviar de nuevo' : 'Enviar invitación' }));
      const sent = await screen.findByRole('alertdialog', { name: 'Éxito' });
      expect(sent.textContent).toContain('Se ha enviado la invitación al correo electrónico del usuario');
    },
  },
  {
    operationId: 'getCompanyMembers',
    flow: 'Escritorio, Empresas: Ver detalles (miembros de la empresa)',
    as: 'gestor',
    path: DESK_COMPANIES,
    act: async (ctx) => {
      await openMembers(ctx, 'Eco Resort Bahía de Samaná');
    },
    shows: LIST_FAILED,
    retry: async ({ user }) => {
      await user.click(within(membersDialog()).getByRole('button', { name: 'Reintentar' }));
      expect(await within(membersDialog()).findByText('Ramón Antonio')).toBeTruthy();
    },
  },
  {
    operationId: 'getBasicUserInformation',
    flow: 'Escritorio, Empresas: Ver detalles, Buscar usuario',
    as: 'gestor',
    path: DESK_COMPANIES,
    prepare: typeMemberDocument,
    act: searchMember,
    shows: GENERIC,
    kept: () => expect(value(documentField(membersDialog()))).toBe('40209876545'),
    retry: async (ctx) => {
      await searchMember(ctx);
      expect(await within(membersDialog()).findByRole('button', { name: 'Agregar miembro' })).toBeTruthy();
    },
  },
  {
    operationId: 'addAutomaticCompanyMember',
    flow: 'Escritorio, Empresas: Ver detalles, Buscar usuario, Agregar miembro',
    as: 'gestor',
    path: DESK_COMPANIES,
    prepare: async (ctx) => {
      await typeMemberDocument(ctx);
      await searchMember(ctx);
      await within(membersDialog()).findByRole('button', { name: 'Agregar miembro' });
    },
    act: async ({ user }) => user.click(within(membersDialog()).getByRole('button', { name: 'Agregar miembro' })),
    // Issue 25: no readable answer → the members are read again; José is not there and the toast says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? NOT_RECEIVED : GENERIC),
    // The server added him and the answer was lost: one membership, the success dialog (its msg lost: 'Éxito').
    afterAction: {
      shows: 'Éxito',
      stored: async () => {
        expect(membersOf(4, '40209876545')).toHaveLength(1);
        expect(await screen.findByRole('alertdialog', { name: 'Éxito' })).toBeTruthy();
      },
    },
    kept: async () => {
      expect(value(documentField(membersDialog()))).toBe('40209876545');
      expect(await within(membersDialog()).findByRole('button', { name: 'Agregar miembro' })).toBeTruthy();
    },
    retry: async ({ user }) => {
      await user.click(within(membersDialog()).getByRole('button', { name: 'Agregar miembro' }));
      expect((await screen.findByRole('alertdialog', { name: 'Éxito' })).textContent).toContain('Miembro agregado satisfactoriamente');
    },
  },
  {
    operationId: 'deleteCompanyMember',
    flow: 'Escritorio, Empresas: Ver detalles, Eliminar miembro, Sí, eliminar',
    as: 'gestor',
    path: DESK_COMPANIES,
    prepare: async (ctx) => {
      const dialog = await openMembers(ctx, 'Eco Resort Bahía de Samaná');
      await ctx.user.click(await within(dialog).findByRole('button', { name: 'Eliminar miembro Ramón Antonio Almonte Cruz' }));
      await screen.findByRole('alertdialog', { name: '¿Estas seguro?' });
    },
    act: async ({ user }) => user.click(within(screen.getByRole('alertdialog', { name: '¿Estas seguro?' })).getByRole('button', { name: 'Sí, eliminar' })),
    // Issue 25: no readable answer → the members are read again; Ramón is still there and the toast says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? NOT_RECEIVED : GENERIC),
    // The server removed him and the answer was lost: no membership left, the success dialog, and after it the list without him.
    afterAction: {
      shows: 'Éxito',
      stored: async ({ user }) => {
        expect(membersOf(3, '03105672343')).toHaveLength(0);
        await user.click(within(await screen.findByRole('alertdialog', { name: 'Éxito' })).getByRole('button', { name: 'Aceptar' }));
        await waitFor(() => expect(within(membersDialog()).queryByText('Ramón Antonio')).toBeNull());
      },
    },
    kept: () => expect(within(membersDialog()).getByText('Ramón Antonio')).toBeTruthy(),
    retry: async ({ user }) => {
      await user.click(within(membersDialog()).getByRole('button', { name: 'Eliminar miembro Ramón Antonio Almonte Cruz' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: '¿Estas seguro?' })).getByRole('button', { name: 'Sí, eliminar' }));
      expect((await screen.findByRole('alertdialog', { name: 'Éxito' })).textContent).toContain('Miembro eliminado satisfactoriamente');
    },
  },
];
