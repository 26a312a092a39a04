import { modelTestDefinition } from '../lib/definition';
import { membersMachine, type BasicUser, type CompanyMember, type MembersContext } from '../../../src/machines/companies/members.machine';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';

const member = (citizen_id: string, name: string, first_last_name: string, rol_id: number, rol_name: string): CompanyMember => ({
  citizen_id,
  rol_id,
  rol_name,
  name,
  first_last_name,
  second_last_name: null,
  citizen: citizen_id,
  phone: '8095550000',
  email: `${citizen_id}@demo.mitur.local`,
  occupation: 'Gestor',
  company_id: 3,
});

const LUIS = '02804561237';
const CAROLINA = '40203456781';
const RAMON = '03105672343';
/** Eco Resort Bahía de Samaná's six members (src/mocks/seedCompanies.ts): two pages of 5. */
const SIX = [
  member(LUIS, 'Luis Manuel', 'Peña', 2, 'Representante'),
  member(CAROLINA, 'Carolina Mercedes', 'Jiménez', 3, 'Responsable'),
  member(RAMON, 'Ramón Antonio', 'Almonte', 4, 'Asistente'),
  member('40205678127', 'Yesenia', 'Marte', 4, 'Asistente'),
  member('00114567894', 'Manuel de Jesús', 'Reyes', 3, 'Responsable'),
  member('22309876542', 'Altagracia', 'Santos', 4, 'Asistente'),
];
const FIVE = SIX.slice(0, 5);
const PEDRO: BasicUser = { citizen_id: '00107654329', name: 'Pedro Antonio', first_last_name: 'Guzmán', second_last_name: 'Tejada', email: 'pedro.guzman@demo.mitur.local', phone: '8095550233', occupation: 'Asistente administrativo' };

const ADDED = 'Miembro agregado satisfactoriamente';
const REMOVED = 'Miembro eliminado satisfactoriamente';
const ALREADY = 'Este usuario ya es miembro de la empresa';
const SELF = 'No puede eliminarse a sí mismo de la empresa';

/** Pages of each list at 5 a page (chosen page size, spec 001 §2.1 "page size is not shown"). */
const PAGES = new Map<number, number>([
  [6, 2],
  [5, 1],
  [0, 1],
]);
const MASKED: Record<string, string> = { '001-0765432-9': '00107654329', '1234': '1234', '': '' };
const SEARCH_ERROR: Record<string, string | null> = { '00107654329': null, '1234': 'desk.companies.invalidDocument', '': 'errors.required' };

let toasts: string[] = [];
let requests: unknown[] = [];
let seen = { toasts: 0, requests: 0 };

const childInput = (snapshot: { children: Record<string, unknown> }, id: string) =>
  (snapshot.children[id] as { getSnapshot?: () => { context?: { input?: unknown } } } | undefined)?.getSnapshot?.().context?.input;
const docClass = (c: MembersContext) => (c.document === '' ? 'empty' : c.document.length < 9 ? 'short' : 'valid');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** spec 001 §2.1 company member-list dialog and member management, §5, §6 Member roles, §7, §9. */
export const membersModel = modelTestDefinition({
  name: 'members',
  machine: membersMachine,
  inputs: {
    representative: { company: { id: 3, company_name: 'Eco Resort Bahía de Samaná' }, manage: true },
    restricted: { company: { id: 2, company_name: 'Hotel Caribe Colonial' }, manage: false },
  },
  events: {
    'xstate.done.actor.loadMembers': [{ output: SIX }, { output: FIVE }, { output: [] }],
    'xstate.error.actor.loadMembers': [{ error: networkError }],
    'list.retry': [{}],
    'page.change': [{ page: 2 }, { page: 1 }, { page: 3 }],
    'document.change': [{ value: '001-0765432-9' }, { value: '1234' }, { value: '' }],
    'user.search': [{}],
    'xstate.done.actor.findUser': [{ output: PEDRO }],
    'xstate.error.actor.findUser': [{ error: rejectedError('No existe un usuario con este documento de identidad') }, { error: networkError }],
    'member.add': [{}],
    'xstate.done.actor.addMember': [{ output: ADDED }],
    'xstate.error.actor.addMember': [{ error: rejectedError(ALREADY) }, { error: new ApiError({ kind: 'http', status: 500 }) }],
    'member.remove': [{ citizenId: RAMON }, { citizenId: '99999999999' }],
    'remove.confirm': [{}],
    'remove.cancel': [{}],
    'xstate.done.actor.removeMember': [{ output: REMOVED }, { output: '' }],
    'xstate.error.actor.removeMember': [{ error: rejectedError(SELF) }, { error: new ApiError({ kind: 'expired', message: 'El token ha expirado' }) }],
    'member.contact': [{ citizenId: CAROLINA }, { citizenId: RAMON }],
    'member.requests': [{ citizenId: CAROLINA }, { citizenId: RAMON }],
    'dialog.close': [{}],
  },
  provide: {
    actions: {
      notifyError: (_: unknown, params: { key: string }) => void toasts.push(params.key),
      showRequests: (_: unknown, params: unknown) => void requests.push(params),
    },
  },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.manage, s.context.members.length, s.context.page, docClass(s.context), s.context.documentError, s.context.found !== null, s.context.target?.citizen_id ?? null, s.context.dialog]),
  assert(real, _model, { index, event, path }) {
    if (index === 0) {
      toasts = [];
      requests = [];
      seen = { toasts: 0, requests: 0 };
    }
    const c = real.context;
    const before = index > 0 ? path.steps[index - 1].state : null;
    const metas = Object.values(real.getMeta()) as Array<{ spec?: unknown; shows?: string[] }>;
    if (metas.length === 0 || !metas.every((m) => typeof m.spec === 'string' && Array.isArray(m.shows))) throw new Error('every state needs meta { spec, shows }');
    const shows = metas.flatMap((m) => m.shows ?? []);
    const companyId = c.manage ? 3 : 2;
    if (c.company.id !== companyId) throw new Error('the company is the input one');

    // Loading: GET /get/all/company/members/by/company/id/{id}.
    if (real.matches('loading') && childInput(real, 'loadMembers') !== companyId) throw new Error(`members of ${String(childInput(real, 'loadMembers'))}`);
    if (event.type === 'xstate.error.actor.loadMembers' && !(real.matches('failed') && shows.includes('common.retry'))) throw new Error('a failed load shows the retry');
    if (event.type === 'xstate.done.actor.loadMembers') {
      if (!real.matches({ ready: 'browsing' }) || !same(c.members, event.output)) throw new Error('the loaded list shows');
      if (!shows.includes('members page or desk.companies.noMembers')) throw new Error('the table or the empty text shows');
    }
    // Paging on the client, 5 a page.
    const pages = PAGES.get(c.members.length) ?? 0;
    if (c.page < 1 || c.page > pages) throw new Error(`page ${c.page} of ${pages}`);
    if (event.type === 'page.change') {
      const prev = before!.context.page as number;
      const expected = (event.page as number) <= pages ? (event.page as number) : prev;
      if (c.page !== expected) throw new Error(`page.change ${event.page} gave page ${c.page}, expected ${expected}`);
    }

    // The restricted role: reduced table, no management at all (spec 001 §2.1, §6).
    if (!c.manage && (c.document !== '' || c.documentError !== null || c.found !== null || real.matches({ ready: 'confirmingRemoval' }))) {
      throw new Error('the restricted role cannot search, add or remove');
    }
    if (event.type === 'document.change' && c.manage && c.document !== MASKED[event.value as string]) throw new Error(`mask of ${event.value} gave ${c.document}`);
    if (event.type === 'user.search' && c.manage) {
      const expected = SEARCH_ERROR[c.document];
      if (expected === null ? !real.matches({ ready: 'searching' }) : c.documentError !== expected || !real.matches({ ready: 'browsing' })) {
        throw new Error(`search with '${c.document}': ${c.documentError} in ${JSON.stringify(real.value)}`);
      }
    }
    if (real.matches({ ready: 'searching' }) && childInput(real, 'findUser') !== '00107654329') throw new Error('GET /get/basic/user/information with the typed digits');
    if (event.type === 'xstate.error.actor.findUser') {
      const rejected = (event.error as ApiError).failure.kind === 'rejected';
      if (!real.matches({ ready: 'browsing' }) || c.document !== '00107654329' || rejected !== (c.documentError === 'desk.companies.userNotFound')) {
        throw new Error('a failed search keeps the document and says why');
      }
    }
    if (real.matches({ ready: 'found' }) && (c.found?.citizen_id !== '00107654329' || !shows.includes('desk.companies.addMember'))) throw new Error('the found user shows with Agregar');
    if (real.matches({ ready: 'adding' }) && !same(childInput(real, 'addMember'), { citizen_id: '00107654329', company_id: 3 })) {
      throw new Error(`POST /add/automatic/company/member ${JSON.stringify(childInput(real, 'addMember'))}`);
    }
    if (event.type === 'xstate.done.actor.addMember' && !(real.matches({ ready: 'done' }) && same(c.dialog, { kind: 'success', message: { text: ADDED } }) && c.document === '')) {
      throw new Error('an addition shows the server msg and empties the search');
    }
    if (event.type === 'xstate.error.actor.addMember') {
      const rejected = (event.error as ApiError).failure.kind === 'rejected';
      if (rejected ? !(real.matches({ ready: 'addRefused' }) && same(c.dialog, { kind: 'info', message: { text: ALREADY } })) : !real.matches({ ready: 'found' })) {
        throw new Error('a refused addition shows the msg; a failed one returns to the found user');
      }
      if (c.found?.citizen_id !== '00107654329') throw new Error('nothing typed is lost');
    }

    // Removal: confirmation then the exact body.
    if (event.type === 'member.remove') {
      const allowed = c.manage && event.citizenId === RAMON && c.members.length > 0;
      if (allowed !== real.matches({ ready: 'confirmingRemoval' })) throw new Error('only a listed member can be removed, only when managing');
      if (allowed && !(shows.includes('desk.companies.areYouSure') && c.target?.citizen_id === RAMON)) throw new Error('the confirmation names the member');
    }
    if (real.matches({ ready: 'removing' }) && !same(childInput(real, 'removeMember'), { member_rol: 4, citizen_id: RAMON, company_id: 3 })) {
      throw new Error(`POST /delete/company/member ${JSON.stringify(childInput(real, 'removeMember'))}`);
    }
    if (event.type === 'xstate.done.actor.removeMember') {
      const expected = event.output === REMOVED ? { kind: 'success', message: { text: REMOVED } } : { kind: 'success', message: 'common.success' };
      if (!real.matches({ ready: 'done' }) || !same(c.dialog, expected)) throw new Error(`removal dialog ${JSON.stringify(c.dialog)}`);
    }
    if (event.type === 'xstate.error.actor.removeMember') {
      const rejected = (event.error as ApiError).failure.kind === 'rejected';
      if (rejected ? !(real.matches({ ready: 'removeRefused' }) && same(c.dialog, { kind: 'info', message: { text: SELF } })) : !real.matches({ ready: 'browsing' })) {
        throw new Error('a refused removal shows the msg; a failed one returns to the list');
      }
    }
    if (event.type === 'dialog.close') {
      const expected = before!.matches({ ready: 'done' }) ? 'loading' : before!.matches({ ready: 'addRefused' }) ? { ready: 'found' } : { ready: 'browsing' };
      if (!real.matches(expected as never) || c.dialog !== null) throw new Error(`closing from ${JSON.stringify(before!.value)} led to ${JSON.stringify(real.value)}`);
    }

    // 'Responsable' members only: 'Usuario a Cargo' (contact card) and 'Solicitudes' (requests of that applicant).
    if (event.type === 'member.contact') {
      const responsible = event.citizenId === CAROLINA && c.members.length > 0;
      if (responsible !== real.matches({ ready: 'contact' })) throw new Error('only a Responsable member has Usuario a Cargo');
      if (responsible && (c.target?.citizen_id !== CAROLINA || !shows.includes('desk.companies.userInCharge'))) throw new Error('the card shows that member');
    }
    const newRequests = requests.slice(seen.requests);
    seen.requests = requests.length;
    const expectRequests = event.type === 'member.requests' && event.citizenId === CAROLINA && c.members.length > 0 && before!.matches({ ready: 'browsing' });
    if (expectRequests !== newRequests.length > 0 || (expectRequests && !same(newRequests.at(-1), { companyId, applicant: CAROLINA }))) {
      throw new Error(`showRequests ${JSON.stringify(newRequests)} on ${event.type}`);
    }

    const busy = ['loading', 'searching', 'adding', 'removing'].some((s) => JSON.stringify(real.value).includes(`"${s}"`));
    if (busy !== real.hasTag('busy')) throw new Error(`busy tag in ${JSON.stringify(real.value)}`);
    const fresh = toasts.slice(seen.toasts);
    seen.toasts = toasts.length;
    const failedCall = /^xstate\.error\.actor\.(findUser|addMember|removeMember)$/.test(event.type) && (event.error as ApiError).failure.kind !== 'rejected';
    if (failedCall !== fresh.length > 0 || (failedCall && fresh.at(-1) !== 'errors.generic')) throw new Error(`toasts ${JSON.stringify(fresh)} on ${event.type}`);
  },
});
