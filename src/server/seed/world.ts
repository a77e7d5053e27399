/**
 * The demo's places and people: gyms, circuits, sectors with their opening history, boulders,
 * staff and climbers. Everything is generated in memory with explicit ids, then written in bulk.
 */
import type {
  BoulderRow,
  BoulderSetterRow,
  ClimberProfile,
  DifficultyRow,
  GymRow,
  OpeningRow,
  SectorRow,
  StaffRow,
  TagRow,
  UserRow,
  World,
} from './world-rows';
import type { TagKind } from '../db/schema';
import { DEMO_ACCOUNT_DEFINITIONS, GYMS, HOLD_COLORS, TAGS } from './catalog';
import { addCalendarDays, parisDay, parisWallTime } from '../../shared/domain/dates';
import { LABEL_CODE_ALPHABET } from '../../shared/domain/boulder-rules';
import type { CalendarDay } from './paris-time';
import { clamp, type Random } from './random';
import { difficultyIcon } from '../../shared/domain/circuit-icon';
import { avatar, boulderPicture, floorPlan, planCells, sectorPicture, spotInCell, type PlanCell } from './svg';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, asciiSlug, suggestBoulderName } from './vocabulary';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Active boulders per gym at scale 1 (docs/product.md › Demo data). */
const ACTIVE_BOULDERS_PER_GYM = 150;
/** Demo climbers at scale 1. */
const CLIMBERS = 1500;

interface SectorPlan {
  sector: SectorRow;
  steepnessWeights: readonly number[];
  wallHeight: number;
  openings: { openedAt: string; plannedClosing: string; closedAt: string | null }[];
}

export function buildWorld(rng: Random, options: { now: number; calendar: CalendarDay[]; scale: number }): World {
  const { now, calendar, scale } = options;
  const today = parisDay(new Date(now));
  const windowStart = calendar[0]!.date;

  // Each gym has its own copy of the vocabulary; catalogId numbers the vocabulary entries.
  const tags: TagRow[] = [];
  GYMS.forEach((_, gymIndex) => {
    let catalogId = 0;
    for (const kind of ['steepness', 'grips', 'style'] as const) {
      for (const name of TAGS[kind]) tags.push({ id: tags.length + 1, gymId: gymIndex + 1, kind, name, catalogId: ++catalogId });
    }
  });
  const tagId = (gymId: number, kind: TagKind, index: number) => tags.find((t) => t.gymId === gymId && t.kind === kind && t.name === TAGS[kind][index])!.id;

  // ------------------------------------------------------------------ people
  const users: UserRow[] = [];
  const staff: StaffRow[] = [];
  const emails = new Set<string>();
  const peopleRng = rng.fork('people');
  const longAgo = (minDays: number, maxDays: number) => now - peopleRng.int(minDays, maxDays) * DAY - peopleRng.int(0, 600) * MINUTE;

  // Consents and confirmation as they are for demo accounts and staff; climbers draw theirs below.
  const RANKED = { rankingConsent: true, newsConsent: false, emailConfirmedAt: null };
  for (const account of DEMO_ACCOUNT_DEFINITIONS) {
    const id = users.length + 1;
    users.push({
      id,
      uuid: peopleRng.uuid(),
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      gender: account.gender,
      profilePicture: avatar(account.firstName, account.lastName, peopleRng),
      homeGymId: account.homeGym + 1,
      createdAt: longAgo(500, 700),
      ...RANKED,
    });
    emails.add(account.email);
    for (const m of account.memberships) {
      staff.push({ gymId: m.gym + 1, userId: id, accessTypes: [...m.accessTypes], isAdmin: m.isAdmin, createdAt: longAgo(420, 480) });
    }
  }
  const randomName = (gender: 'female' | 'male') => ({
    firstName: peopleRng.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: peopleRng.pick(LAST_NAMES),
  });
  GYMS.forEach((gym, gymIndex) => {
    for (let i = 0; i < gym.extraSetters; i++) {
      const gender = peopleRng.chance(0.35) ? 'female' : 'male';
      const { firstName, lastName } = randomName(gender);
      let email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}@demo.fr`;
      for (let n = 2; emails.has(email); n++) email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}${n}@demo.fr`;
      emails.add(email);
      const id = users.length + 1;
      users.push({
        id,
        uuid: peopleRng.uuid(),
        email,
        firstName,
        lastName,
        gender,
        profilePicture: avatar(firstName, lastName, peopleRng),
        homeGymId: gymIndex + 1,
        createdAt: longAgo(380, 900),
        ...RANKED,
      });
      // The last extra setter of the plain gym leads its team: that gym has no demo chief.
      const chief = gymIndex === 2 && i === 0;
      staff.push({
        gymId: gymIndex + 1,
        userId: id,
        accessTypes: [chief ? 'chief_route_setter' : 'route_setter'],
        isAdmin: false,
        createdAt: longAgo(200, 380),
      });
    }
  });

  const climbers: ClimberProfile[] = [];
  const climberCount = Math.max(40, Math.round(CLIMBERS * scale));
  const days = calendar.length;
  const gymShares = GYMS.map((g) => g.climberShare);
  // grimpeur@demo.fr is a regular of gym 1 with a readable history.
  const demoClimber = users.find((u) => u.email === 'grimpeur@demo.fr')!;
  climbers.push({
    userId: demoClimber.id,
    gender: 'female',
    homeGym: 0,
    otherGym: 1,
    skill: 16,
    progress: 2,
    activity: 3,
    firstDay: 0,
    lastDay: days - 1,
    logsPerSession: 8,
  });
  for (let n = 1; n <= climberCount; n++) {
    const gender = peopleRng.chance(0.45) ? 'female' : 'male';
    const { firstName, lastName } = randomName(gender);
    const homeGym = peopleRng.weighted(gymShares);
    let otherGym = peopleRng.weighted(gymShares);
    if (otherGym === homeGym) otherGym = (homeGym + 1) % GYMS.length;
    // Most climbers were already members a year ago; the others joined during the year, more of them lately.
    const joinedBefore = peopleRng.chance(0.68);
    const firstDay = joinedBefore ? 0 : Math.floor(days * Math.sqrt(peopleRng.next()) * 0.97);
    const leaves = peopleRng.chance(0.12);
    const lastDay = leaves ? Math.min(days - 1, firstDay + peopleRng.int(20, days)) : days - 1;
    const createdAt = joinedBefore
      ? calendar[0]!.start - peopleRng.int(1, 900) * DAY - peopleRng.int(0, 1200) * MINUTE
      : calendar[firstDay]!.start + peopleRng.int(7 * 60, 22 * 60) * MINUTE;
    const id = users.length + 1;
    users.push({
      id,
      uuid: peopleRng.uuid(),
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${n}@exemple.fr`,
      firstName,
      lastName,
      gender,
      profilePicture: peopleRng.chance(0.3) ? avatar(firstName, lastName, peopleRng) : null,
      homeGymId: homeGym + 1,
      createdAt: Math.floor(Math.min(createdAt, now - MINUTE) / 1000) * 1000,
      ...RANKED,
    });
    climbers.push({
      userId: id,
      gender,
      homeGym,
      otherGym,
      skill: clamp(peopleRng.normal(gender === 'female' ? 15.5 : 17.5, 4), 5, 32),
      progress: clamp(peopleRng.normal(joinedBefore ? 0.8 : 2, 0.8), 0, 4),
      activity: clamp(Math.exp(peopleRng.normal(0, 0.85)), 0.15, 6),
      firstDay,
      lastDay,
      logsPerSession: peopleRng.float(4, 11),
    });
  }

  // Privacy choices, drawn on their own stream so that the rest of the demo does not move: about one
  // climber in eight keeps out of the rankings, a third want the gym's news, and some of the last
  // days' sign-ups have not confirmed their e-mail yet.
  const privacyRng = rng.fork('privacy');
  for (const user of users) {
    if (DEMO_ACCOUNT_DEFINITIONS.some((account) => account.email === user.email) || staff.some((s) => s.userId === user.id)) {
      user.emailConfirmedAt = user.createdAt;
      continue;
    }
    user.rankingConsent = !privacyRng.chance(0.12);
    user.newsConsent = privacyRng.chance(0.35);
    const recent = user.createdAt > now - 3 * DAY;
    user.emailConfirmedAt = recent && privacyRng.chance(0.5) ? null : Math.min(now - MINUTE, user.createdAt + privacyRng.int(1, 240) * MINUTE);
  }

  // ------------------------------------------------------------------ gyms, circuits, sectors
  const gyms: GymRow[] = [];
  const difficulties: DifficultyRow[] = [];
  const sectors: SectorRow[] = [];
  const plans: SectorPlan[][] = [];
  const dismantledSectorIds: number[] = [];
  const cellOfSector = new Map<number, PlanCell>();
  const dayOfMonth = Number(today.slice(8, 10));

  GYMS.forEach((definition, gymIndex) => {
    const gymRng = rng.fork(`gym-${gymIndex}`);
    const gymId = gymIndex + 1;
    const cells = planCells(gymRng, definition.sectors.length);
    gyms.push({
      id: gymId,
      name: definition.name,
      city: definition.city,
      hasAdditionalDifficultyGrading: definition.hasAdditionalDifficultyGrading,
      isCustomDifficultySystemColor: definition.isCustomDifficultySystemColor,
      sectorsPicture: floorPlan(cells),
      createdAt: now - (800 + gymIndex * 90) * DAY,
    });
    definition.circuits.forEach((circuit, position) => {
      difficulties.push({
        id: difficulties.length + 1,
        gymId,
        name: circuit.name,
        svg: difficultyIcon(definition.icon, circuit.color1, circuit.color2, circuit.name),
        correspondingDifficulty: circuit.grade,
        color1: circuit.color1,
        color2: circuit.color2 ?? null,
        position,
      });
    });

    const gymPlans: SectorPlan[] = definition.sectors.map((sectorDefinition, position) => {
      const cell = cells[position]!;
      const mainSteepness = sectorDefinition.steepness.indexOf(Math.max(...sectorDefinition.steepness));
      const sector: SectorRow = {
        id: sectors.length + 1,
        gymId,
        name: sectorDefinition.name,
        picture: sectorPicture(gymRng, mainSteepness),
        outline: cell.outline,
        labelX: cell.labelX,
        labelY: cell.labelY,
        position,
      };
      sectors.push(sector);
      cellOfSector.set(sector.id, cell);
      return { sector, steepnessWeights: sectorDefinition.steepness, wallHeight: gymRng.float(3.8, 4.7), openings: [] };
    });

    // Roles of the current openings: one dismantled sector, one or two late, the newest ones opened
    // this month, the others spread over the last two months, the oldest of them closing soon.
    const order = gymRng.shuffle(gymPlans.map((_, i) => i));
    const dismantled = order[0]!;
    const late = order.slice(1, gymIndex === 0 ? 3 : 2);
    const byAge = order.slice(late.length + 1);
    byAge.forEach((sectorIndex, rank) => {
      let age: number;
      if (rank === 0) age = Math.min(gymRng.int(0, 3), dayOfMonth - 1);
      else if (rank === 1) age = Math.min(gymRng.int(5, 12), dayOfMonth - 1);
      else age = Math.round(10 + ((rank - 1) / Math.max(1, byAge.length - 2)) * 45 + gymRng.int(-3, 3));
      let length = gymRng.int(42, 70);
      if (rank === byAge.length - 1) length = age + gymRng.int(1, 5);
      else if (length - age < 7) length = age + gymRng.int(7, 25);
      const openedAt = addCalendarDays(today, -age);
      gymPlans[sectorIndex]!.openings.push({ openedAt, plannedClosing: addCalendarDays(openedAt, length), closedAt: null });
    });
    for (const sectorIndex of late) {
      const age = gymRng.int(50, 75);
      const openedAt = addCalendarDays(today, -age);
      gymPlans[sectorIndex]!.openings.push({ openedAt, plannedClosing: addCalendarDays(today, -gymRng.int(2, 12)), closedAt: null });
    }
    {
      const closedAt = addCalendarDays(today, -gymRng.int(2, 6));
      const openedAt = addCalendarDays(closedAt, -gymRng.int(42, 70));
      gymPlans[dismantled]!.openings.push({ openedAt, plannedClosing: addCalendarDays(closedAt, gymRng.int(-4, 2)), closedAt });
      dismantledSectorIds.push(gymPlans[dismantled]!.sector.id);
    }
    // Earlier openings, back to before the start of the simulated year.
    for (const sectorPlan of gymPlans) {
      let next = sectorPlan.openings[0]!;
      while (next.openedAt > windowStart) {
        const closedAt = addCalendarDays(next.openedAt, gymRng.chance(0.8) ? -1 : 0);
        const length = gymRng.int(42, 70);
        const openedAt = addCalendarDays(closedAt, -length);
        const opening = { openedAt, plannedClosing: addCalendarDays(openedAt, length + gymRng.int(-7, 5)), closedAt };
        sectorPlan.openings.unshift(opening);
        next = opening;
      }
    }
    plans.push(gymPlans);
  });

  // Openings get ids in chronological order, like a real history.
  const openingList = plans
    .flat()
    .flatMap((p) => p.openings.map((o) => ({ plan: p, opening: o })))
    .sort((a, b) => (a.opening.openedAt < b.opening.openedAt ? -1 : a.opening.openedAt > b.opening.openedAt ? 1 : a.plan.sector.id - b.plan.sector.id));
  const openings: OpeningRow[] = openingList.map(({ plan: p, opening }, i) => ({ id: i + 1, sectorId: p.sector.id, ...opening }));

  // ------------------------------------------------------------------ boulders
  const boulderRng = rng.fork('boulders');
  const setters = GYMS.map((_, gymIndex) =>
    staff.filter((s) => s.gymId === gymIndex + 1 && s.accessTypes.some((t) => t === 'route_setter' || t === 'chief_route_setter')).map((s) => s.userId),
  );
  const drafts: Omit<BoulderRow, 'id' | 'code' | 'planX' | 'planY'>[] = [];
  // The app refuses two boulders of one opening (on the wall together) with the same name, in any
  // case (boulder-writes-repository.ts activeNameTaken): a suggestion already taken is drawn again
  // from its own generator, so that every other value of the demo stays as it was.
  const renameRng = rng.fork('boulder-renames');
  const namesOfOpening = new Map<number, Set<string>>();
  const uniqueName = (openingId: number, suggested: string) => {
    const taken = namesOfOpening.get(openingId) ?? new Set<string>();
    namesOfOpening.set(openingId, taken);
    let name = suggested;
    while (taken.has(name.toLowerCase())) name = suggestBoulderName(() => renameRng.next());
    taken.add(name.toLowerCase());
    return name;
  };
  const nowMinute = Math.floor(now / MINUTE) * MINUTE;
  for (const [index, { plan: p }] of openingList.entries()) {
    const opening = openings[index]!;
    const gymIndex = p.sector.gymId - 1;
    const definition = GYMS[gymIndex]!;
    const circuits = difficulties.filter((d) => d.gymId === p.sector.gymId);
    const perSector = ACTIVE_BOULDERS_PER_GYM / (definition.sectors.length - 1);
    const count = Math.max(3, Math.round(perSector * scale * boulderRng.float(0.8, 1.2)));
    const team = boulderRng.shuffle([...setters[gymIndex]!]).slice(0, boulderRng.int(2, 3));
    // Whole minutes, so that ascents logged to the second never precede their boulder.
    const openedTime = parisWallTime(opening.openedAt, boulderRng.int(570, 660) / 60).getTime();
    const closedTime = opening.closedAt ? parisWallTime(opening.closedAt, boulderRng.int(450, 540) / 60).getTime() : null;
    for (let i = 0; i < count; i++) {
      const circuitIndex = boulderRng.weighted(definition.circuits.map((c) => c.weight));
      const circuit = circuits[circuitIndex]!;
      const level = boulderRng.weighted([3, 4, 3]) - 1;
      const steepness = boulderRng.weighted(p.steepnessWeights);
      const holdColor = boulderRng.chance(definition.holdColorShare) ? boulderRng.pick(HOLD_COLORS) : null;
      drafts.push({
        gymId: p.sector.gymId,
        sectorId: p.sector.id,
        sectorOpeningId: opening.id,
        name: uniqueName(
          opening.id,
          suggestBoulderName(() => boulderRng.next()),
        ),
        picture: boulderRng.chance(0.85) ? boulderPicture(boulderRng, holdColor?.colorCode ?? circuit.color1) : null,
        holdColorId: holdColor?.id ?? null,
        gymDifficultyId: circuit.id,
        difficulty: clamp(circuit.correspondingDifficulty + level, 0, 39),
        level,
        tagSteepnessId: tagId(p.sector.gymId, 'steepness', steepness),
        tagGripsId: tagId(p.sector.gymId, 'grips', boulderRng.weighted([3, 3, 2, 3, 2, 1])),
        tagStyleId: tagId(p.sector.gymId, 'style', boulderRng.weighted(STYLE_WEIGHTS_BY_STEEPNESS[steepness]!)),
        routeSetterId: boulderRng.pick(team),
        heightM: Math.round(clamp(p.wallHeight + boulderRng.float(-0.4, 0.4), 3.5, 5) * 10) / 10,
        // Openings of today may be dated after `now` (seeding at dawn): they happened just before it.
        createdAt: Math.min(openedTime + boulderRng.int(0, 150) * MINUTE, nowMinute - MINUTE),
        plannedDismantling: opening.plannedClosing,
        closedAt: closedTime === null ? null : Math.min(closedTime + boulderRng.int(0, 60) * MINUTE, nowMinute - 2 * MINUTE),
        quality: clamp(boulderRng.normal(3.6, 0.7), 1.3, 4.9),
        gradeBias: boulderRng.normal(0, 0.7),
      });
    }
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt);
  // Label codes from a stream of their own, so that the demo is the same on every run (the database would draw them at random).
  const codeRng = rng.fork('boulder-codes');
  const codes = new Set<string>();
  const newCode = (): string => {
    let code = '';
    for (let i = 0; i < 6; i++) code += codeRng.pick([...LABEL_CODE_ALPHABET]);
    return codes.has(code) ? newCode() : (codes.add(code), code);
  };
  // Each boulder's pin on the gym's plan, inside its sector (a stream of its own, like the codes).
  const spotRng = rng.fork('boulder-positions');
  const boulders: BoulderRow[] = drafts.map((b, i) => {
    const spot = spotInCell(spotRng, cellOfSector.get(b.sectorId)!);
    return { id: i + 1, ...b, code: newCode(), planX: spot?.x ?? null, planY: spot?.y ?? null };
  });

  // About one boulder in four is set by two setters of the gym (a random stream of its own, so that the rest of the demo is unchanged).
  const setterRng = rng.fork('boulder-setters');
  const boulderSetters: BoulderSetterRow[] = [];
  for (const b of boulders) {
    boulderSetters.push({ boulderId: b.id, userId: b.routeSetterId, position: 0 });
    const others = setters[b.gymId - 1]!.filter((id) => id !== b.routeSetterId);
    if (others.length > 0 && setterRng.chance(0.25)) boulderSetters.push({ boulderId: b.id, userId: setterRng.pick(others), position: 1 });
  }

  return { now, calendar, gyms, difficulties, tags, sectors, openings, boulders, boulderSetters, users, staff, climbers, dismantledSectorIds };
}

/** Style tag weights (Technique, Force, Dynamique, Équilibre, Coordination, Résistance) per steepness. */
const STYLE_WEIGHTS_BY_STEEPNESS: readonly (readonly number[])[] = [
  [5, 1, 1, 5, 2, 1],
  [4, 2, 2, 3, 3, 2],
  [3, 3, 3, 1, 3, 2],
  [1, 5, 3, 0.5, 2, 3],
  [1, 5, 2, 0.5, 2, 4],
];

/** Index of the calendar day holding an instant (clamped to the calendar). */
export function dayIndex(calendar: CalendarDay[], instant: number): number {
  let low = 0;
  let high = calendar.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (calendar[middle]!.start <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
}
