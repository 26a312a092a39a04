/**
 * Seed members of the demo companies (spec 001 §2.1 Companies tab, §3 Representative / member; issue 9
 * "a representative with members"). Hooked into `seedDb` (src/mocks/seed.ts) with one line.
 *
 * People (registered, activated citizens, password `Demo1234`, valid cédulas, none a real person):
 *
 * | Person | Cédula | Memberships (company id: role) |
 * |---|---|---|
 * | Luis Manuel Peña Ureña (seed.ts) | 028-0456123-7 | 2, 3, 4: 2 'Representante' |
 * | Carolina Mercedes Jiménez Rosario | 402-0345678-1 | 2, 3: 3 'Responsable' |
 * | Pedro Antonio Guzmán Tejada | 001-0765432-9 | 2, 4: 4 'Asistente' |
 * | Wendy Altagracia Castillo Mota | 223-0567890-0 | 4: 3 'Responsable' |
 * | Ramón Antonio Almonte Cruz | 031-0567234-3 | 3: 4 'Asistente' |
 * | Yesenia Marte Polanco | 402-0567812-7 | 3: 4 'Asistente' |
 * | Manuel de Jesús Reyes Tavárez | 001-1456789-4 | 3: 3 'Responsable' |
 * | Altagracia Santos Morel | 223-0987654-2 | 3: 4 'Asistente' |
 *
 * Companies: 2 Hotel Caribe Colonial (company account), 3 Eco Resort Bahía de Samaná and 4 Inversiones
 * Turísticas del Este (Luis's profile). Eco Resort has six members, so its member dialog (5 a page)
 * has two pages.
 */
import { DEMO_DOMAIN } from './data';
import type { Db, DbCitizen, DbCompanyMember } from './db';
import { DEMO_GESTOR_ID, DEMO_PASSWORD } from './seed';
import { MEMBER_ROLE, MEMBER_ROLE_NAME } from '../domain/members';

/** Fixed creation stamp of the seed memberships. */
const MEMBER_STAMP = '2024-02-05 10:00:00';

/** Cédulas of the seed members (digits only). */
export const SEED_MEMBER_IDS = {
  carolina: '40203456781',
  pedro: '00107654329',
  wendy: '22305678900',
  ramon: '03105672343',
  yesenia: '40205678127',
  manuel: '00114567894',
  altagracia: '22309876542',
} as const;

type Person = Pick<DbCitizen, 'citizen_id' | 'name' | 'first_last_name' | 'second_last_name' | 'occupation' | 'phone' | 'address'> & {
  email: string;
  /** [province, municipality, sector] ONE ids. */
  place: [number, number, number];
};

// Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial; Santo Domingo → Santo Domingo Este → Ensanche Ozama.
const DN: [number, number, number] = [19340, 19341, 18388];
const SDE: [number, number, number] = [18408, 18409, 18420];

const PEOPLE: readonly Person[] = [
  {
    citizen_id: SEED_MEMBER_IDS.carolina,
    name: 'Carolina Mercedes',
    first_last_name: 'Jiménez',
    second_last_name: 'Rosario',
    occupation: 'Gerente de operaciones hoteleras',
    phone: '8295550211',
    address: 'Calle Padre Billini 102, Ciudad Colonial',
    email: 'carolina.jimenez',
    place: DN,
  },
  {
    citizen_id: SEED_MEMBER_IDS.pedro,
    name: 'Pedro Antonio',
    first_last_name: 'Guzmán',
    second_last_name: 'Tejada',
    occupation: 'Asistente administrativo',
    phone: '8095550233',
    address: 'Av. Venezuela 45, Ensanche Ozama',
    email: 'pedro.guzman',
    place: SDE,
  },
  {
    citizen_id: SEED_MEMBER_IDS.wendy,
    name: 'Wendy Altagracia',
    first_last_name: 'Castillo',
    second_last_name: 'Mota',
    occupation: 'Arquitecta',
    phone: '8495550244',
    address: 'Calle Isabel la Católica 7, Ciudad Colonial',
    email: 'wendy.castillo',
    place: DN,
  },
  {
    citizen_id: SEED_MEMBER_IDS.ramon,
    name: 'Ramón Antonio',
    first_last_name: 'Almonte',
    second_last_name: 'Cruz',
    occupation: 'Contador',
    phone: '8095550255',
    address: 'Calle Sabana Larga 77, Ensanche Ozama',
    email: 'ramon.almonte',
    place: SDE,
  },
  {
    citizen_id: SEED_MEMBER_IDS.yesenia,
    name: 'Yesenia',
    first_last_name: 'Marte',
    second_last_name: 'Polanco',
    occupation: 'Ingeniera civil',
    phone: '8295550266',
    address: 'Calle Las Damas 12, Ciudad Colonial',
    email: 'yesenia.marte',
    place: DN,
  },
  {
    citizen_id: SEED_MEMBER_IDS.manuel,
    name: 'Manuel de Jesús',
    first_last_name: 'Reyes',
    second_last_name: 'Tavárez',
    occupation: 'Abogado',
    phone: '8495550277',
    address: 'Av. San Vicente de Paúl 130, Ensanche Ozama',
    email: 'manuel.reyes',
    place: SDE,
  },
  {
    citizen_id: SEED_MEMBER_IDS.altagracia,
    name: 'Altagracia',
    first_last_name: 'Santos',
    second_last_name: 'Morel',
    occupation: 'Agrimensora',
    phone: '8095550288',
    address: 'Calle Hostos 54, Ciudad Colonial',
    email: 'altagracia.santos',
    place: DN,
  },
];

/** The seed members as activated citizens (base role 1) with full data. */
export function demoMemberCitizens(): DbCitizen[] {
  return PEOPLE.map((p) => ({
    citizen_id: p.citizen_id,
    document_type: 1,
    email: `${p.email}@${DEMO_DOMAIN}`,
    name: p.name,
    first_last_name: p.first_last_name,
    second_last_name: p.second_last_name,
    occupation: p.occupation,
    password: DEMO_PASSWORD,
    province_id: p.place[0],
    municipality_id: p.place[1],
    sector_id: p.place[2],
    phone: p.phone,
    phone2: '',
    email2: '',
    address: p.address,
    rol_base: 1,
    company_id: null,
    profile_img: null,
    activated: true,
    activation_token: '',
    created_at: MEMBER_STAMP,
  }));
}

const role = (key: keyof typeof MEMBER_ROLE) => ({ rol_id: MEMBER_ROLE[key], rol_name: MEMBER_ROLE_NAME[key] });

/** The seed memberships (table above), representative first in each company. */
export function demoCompanyMembers(): DbCompanyMember[] {
  const rows: Array<[number, string, keyof typeof MEMBER_ROLE]> = [
    [2, DEMO_GESTOR_ID, 'representative'],
    [2, SEED_MEMBER_IDS.carolina, 'responsible'],
    [2, SEED_MEMBER_IDS.pedro, 'assistant'],
    [3, DEMO_GESTOR_ID, 'representative'],
    [3, SEED_MEMBER_IDS.carolina, 'responsible'],
    [3, SEED_MEMBER_IDS.ramon, 'assistant'],
    [3, SEED_MEMBER_IDS.yesenia, 'assistant'],
    [3, SEED_MEMBER_IDS.manuel, 'responsible'],
    [3, SEED_MEMBER_IDS.altagracia, 'assistant'],
    [4, DEMO_GESTOR_ID, 'representative'],
    [4, SEED_MEMBER_IDS.pedro, 'assistant'],
    [4, SEED_MEMBER_IDS.wendy, 'responsible'],
  ];
  return rows.map(([company_id, citizen_id, key]) => ({ company_id, citizen_id, ...role(key), created_at: MEMBER_STAMP }));
}

/** Adds the seed members (citizens not yet stored) and their memberships to a database being seeded. */
export function seedCompanies(db: Db): void {
  const known = new Set(db.citizens.map((c) => c.citizen_id));
  db.citizens.push(...demoMemberCitizens().filter((c) => !known.has(c.citizen_id)));
  db.securityAnswers.push(
    ...PEOPLE.flatMap((p) => [
      { citizen_id: p.citizen_id, citizen_question: 1, citizen_answer: 'Canela' },
      { citizen_id: p.citizen_id, citizen_question: 2, citizen_answer: 'Santiago' },
      { citizen_id: p.citizen_id, citizen_question: 4, citizen_answer: 'Sancocho' },
    ]),
  );
  const existing = db.companyMembers ?? [];
  const fresh = demoCompanyMembers().filter((m) => !existing.some((e) => e.company_id === m.company_id && e.citizen_id === m.citizen_id));
  db.companyMembers = [...existing, ...fresh];
}
