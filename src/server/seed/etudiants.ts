// Generated trainees (type 1) and candidates (type 0) of one antenne, deterministic from the PRNG.
import type { Prng } from './prng.ts';
import { yr } from './calendar.ts';
import { CITIES, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, STREETS } from './names.ts';

export interface EtudiantSeedContext {
  cfaId: number;
  antenneId: number;
  cityKey: string;
  sessionIds: number[];
  emailDomain: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const date = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function generateEtudiants(rng: Prng, ctx: EtudiantSeedContext, count: number, used: Set<string>) {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const female = rng.chance(0.5);
    const firstname = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const lastname = rng.pick(LAST_NAMES);
    const [city, postal] = rng.pick(CITIES[ctx.cityKey]!);
    const type = rng.chance(0.7) ? 1 : 0;
    const birthDraw = rng.int(1978, 2007);
    const birthMonth = rng.int(1, 12);
    const birthDay = rng.int(1, 28);
    let local = `${ascii(firstname)}.${ascii(lastname)}`;
    for (let n = 2; used.has(local); n++) local = `${ascii(firstname)}.${ascii(lastname)}${n}`;
    used.add(local);
    const status = rng.pick([1, 1, 1, 6, 6, 3, 2, 8, 7, 4, 5, null]);
    const cursus = status === 1 ? rng.pick([1, 10]) : rng.pick([9, 9, 1, null]);
    const entered = type === 1 ? date(yr(rng.int(2023, 2025)), rng.int(1, 12), rng.int(1, 28)) : null;
    // Trainees under a work-study contract (and candidates) are 17 to 28 at the start of the school year; the other
    // trainees, in continuing education, 18 to 47.
    const apprentice = status === 1 || status === 6 || cursus === 1 || type === 0;
    const age = apprentice ? 17 + ((birthDraw - 1978) % 12) : 18 + (birthDraw - 1978);
    const birthdate = date(yr(2025) - age, birthMonth, birthDay);
    const exited = type === 1 && rng.chance(0.15);
    const etat = type === 0 ? (rng.chance(0.1) ? 2 : 0) : exited ? 1 : rng.chance(0.05) ? 2 : 0;
    const plannedExit = entered ? `${Number(entered.slice(0, 4)) + rng.int(1, 2)}${entered.slice(4)}` : null;
    const phone = () => `0${rng.pick([6, 7])} ${Array.from({ length: 4 }, () => pad(rng.int(0, 99))).join(' ')}`;
    rows.push({
      cfa_id: ctx.cfaId,
      antenne_id: ctx.antenneId,
      type,
      etat,
      civility: female ? 1 : 0,
      lastname,
      firstname,
      birthdate,
      nationality: rng.chance(0.9) ? 'Française' : rng.pick(['Italienne', 'Marocaine', 'Portugaise', 'Algérienne']),
      country_of_birth: 'France',
      situation_matrimoniale: rng.pick([0, 1, 1, 1, 2, 3, 5]),
      address: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      postal_code: postal,
      city,
      mail: rng.chance(0.92) ? `${local}@${ctx.emailDomain}` : null,
      phone_number: phone(),
      phone_number_fix: rng.chance(0.2) ? `04 ${Array.from({ length: 4 }, () => pad(rng.int(0, 99))).join(' ')}` : null,
      has_car: rng.chance(0.6),
      has_licence_b: rng.chance(0.7),
      type_cursus: cursus,
      status,
      type_status_autre_details: status === 4 ? 'Salarié en reconversion' : status === 5 ? 'Bénévole associatif' : null,
      diplome_session_id:
        ctx.sessionIds.length > 0 && (type === 1 || rng.chance(0.5)) ? rng.pick(ctx.sessionIds) : null,
      formation_hours: type === 1 ? rng.pick([420, 600, 750, 900]) : null,
      company_hours: type === 1 && cursus !== 9 ? rng.pick([800, 1000, 1200]) : null,
      dt_date_entree: entered,
      date_entree_prevue: type === 0 ? date(yr(2025), rng.int(9, 12), 1) : entered,
      date_sortie_prevue: plannedExit,
      date_sortie: exited ? plannedExit : null,
      candidature_type: type === 0 ? rng.pick([1, 2]) : null,
      candidature_origin: type === 0 ? rng.pick([0, 1, 2, 3]) : null,
    });
  }
  return rows;
}
