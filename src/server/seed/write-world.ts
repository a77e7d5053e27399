/** Writes the demo's world (gyms, people, sectors, boulders, photos and setting plans) in bulk (seed/index.ts runs it). */
import type pg from 'pg';
import { bulkInsert, columnsOf } from './bulk-insert';
import { MediaCollector } from './media';
import { writeDemoPhotos } from './photos';
import { HOLD_COLORS } from './catalog';
import { PARTNER_GYMS } from './partner-gyms';
import type { World } from './world-rows';

export async function writeWorld(client: pg.ClientBase, world: World, passwordHash: string) {
  const explicitIds = { overridingSystemValue: true };
  const media = new MediaCollector();
  // The palette comes with the baseline migration; the demo writes its own copy of it in its place.
  await client.query('delete from hold_colors');
  await bulkInsert(
    client,
    'hold_colors',
    columnsOf(HOLD_COLORS, [
      ['id', 'int4', (c) => c.id],
      ['name', 'text', (c) => c.name],
      ['color_code', 'text', (c) => c.colorCode],
    ]),
  );
  await bulkInsert(
    client,
    'partner_gyms',
    columnsOf(PARTNER_GYMS, [
      ['id', 'text', (g) => g.id],
      ['name', 'text', (g) => g.name],
      ['city', 'text', (g) => g.city],
    ]),
  );
  await bulkInsert(
    client,
    'gyms',
    columnsOf(world.gyms, [
      ['id', 'int4', (g) => g.id],
      ['name', 'text', (g) => g.name],
      ['city', 'text', (g) => g.city],
      ['has_additional_difficulty_grading', 'bool', (g) => g.hasAdditionalDifficultyGrading],
      ['is_custom_difficulty_system_color', 'bool', (g) => g.isCustomDifficultySystemColor],
      ['sectors_picture', 'text', (g) => media.url(g.sectorsPicture)],
      ['created_at', 'timestamptz', (g) => g.createdAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'tags',
    columnsOf(world.tags, [
      ['id', 'int4', (t) => t.id],
      ['gym_id', 'int4', (t) => t.gymId],
      ['kind', 'text', (t) => t.kind],
      ['name', 'text', (t) => t.name],
      ['catalog_id', 'int4', (t) => t.catalogId],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'gym_difficulties',
    columnsOf(world.difficulties, [
      ['id', 'int4', (d) => d.id],
      ['gym_id', 'int4', (d) => d.gymId],
      ['name', 'text', (d) => d.name],
      ['svg', 'text', (d) => d.svg],
      ['corresponding_difficulty', 'int2', (d) => d.correspondingDifficulty],
      ['color_1', 'text', (d) => d.color1],
      ['color_2', 'text', (d) => d.color2],
      ['position', 'int2', (d) => d.position],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'users',
    columnsOf(world.users, [
      ['id', 'int4', (u) => u.id],
      ['uuid', 'uuid', (u) => u.uuid],
      ['email', 'text', (u) => u.email],
      ['password_hash', 'text', () => passwordHash],
      ['first_name', 'text', (u) => u.firstName],
      ['last_name', 'text', (u) => u.lastName],
      ['gender', 'text', (u) => u.gender],
      ['profile_picture', 'text', (u) => media.url(u.profilePicture)],
      ['home_gym_id', 'int4', (u) => u.homeGymId],
      ['created_at', 'timestamptz', (u) => u.createdAt],
      ['email_confirmed_at', 'timestamptz', (u) => u.emailConfirmedAt],
      ['ranking_consent', 'bool', (u) => u.rankingConsent],
      ['news_consent', 'bool', (u) => u.newsConsent],
    ]),
    { ...explicitIds, chunkSize: 10_000 },
  );
  await bulkInsert(
    client,
    'gym_staff',
    columnsOf(world.staff, [
      ['gym_id', 'int4', (s) => s.gymId],
      ['user_id', 'int4', (s) => s.userId],
      ['access_types', 'text[]', (s) => s.accessTypes],
      ['is_admin', 'bool', (s) => s.isAdmin],
      ['created_at', 'timestamptz', (s) => s.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'sectors',
    columnsOf(world.sectors, [
      ['id', 'int4', (s) => s.id],
      ['gym_id', 'int4', (s) => s.gymId],
      ['name', 'text', (s) => s.name],
      ['picture', 'text', (s) => media.url(s.picture)],
      ['outline', 'jsonb', (s) => s.outline],
      ['label_x', 'float8', (s) => s.labelX],
      ['label_y', 'float8', (s) => s.labelY],
      ['position', 'int2', (s) => s.position],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'sector_openings',
    columnsOf(world.openings, [
      ['id', 'int4', (o) => o.id],
      ['sector_id', 'int4', (o) => o.sectorId],
      ['opened_at', 'date', (o) => o.openedAt],
      ['planned_closing', 'date', (o) => o.plannedClosing],
      ['closed_at', 'date', (o) => o.closedAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'boulders',
    columnsOf(world.boulders, [
      ['id', 'int4', (b) => b.id],
      ['gym_id', 'int4', (b) => b.gymId],
      ['sector_id', 'int4', (b) => b.sectorId],
      ['sector_opening_id', 'int4', (b) => b.sectorOpeningId],
      ['name', 'text', (b) => b.name],
      ['picture', 'text', (b) => media.url(b.picture)],
      ['hold_color_id', 'int4', (b) => b.holdColorId],
      ['gym_difficulty_id', 'int4', (b) => b.gymDifficultyId],
      ['difficulty', 'int2', (b) => b.difficulty],
      ['level', 'int2', (b) => b.level],
      ['tag_steepness_id', 'int4', (b) => b.tagSteepnessId],
      ['tag_grips_id', 'int4', (b) => b.tagGripsId],
      ['tag_style_id', 'int4', (b) => b.tagStyleId],
      ['route_setter_id', 'int4', (b) => b.routeSetterId],
      ['height_m', 'float8', (b) => b.heightM],
      ['code', 'text', (b) => b.code],
      ['plan_x', 'float8', (b) => b.planX],
      ['plan_y', 'float8', (b) => b.planY],
      ['created_at', 'timestamptz', (b) => b.createdAt],
      ['planned_dismantling', 'date', (b) => b.plannedDismantling],
      ['closed_at', 'timestamptz', (b) => b.closedAt],
    ]),
    { ...explicitIds, chunkSize: 5_000 },
  );
  await bulkInsert(
    client,
    'boulder_setters',
    columnsOf(world.boulderSetters, [
      ['boulder_id', 'int4', (s) => s.boulderId],
      ['user_id', 'int4', (s) => s.userId],
      ['position', 'int2', (s) => s.position],
    ]),
  );
  await media.write(client);
  await writeDemoPhotos(client);
  await writeSettingPlans(client);
}

/**
 * Route-setting data of the demo (docs/product.md › Route setting: screens): gym-wide grade targets per circuit, some
 * above and some below what is on the walls so that 'À ouvrir' has work to show, and one
 * 'Séance d'ouverture' per opening in the history, by a setter of the gym.
 */
async function writeSettingPlans(client: pg.ClientBase) {
  await client.query(
    `insert into grade_targets (gym_id, gym_difficulty_id, sector_id, count)
     select d.gym_id, d.id, null,
            greatest(2, (select count(*) from boulders b where b.gym_difficulty_id = d.id and b.closed_at is null)::int
                        + case d.position % 3 when 0 then 6 when 1 then -3 else 2 end)
     from gym_difficulties d where d.gym_id in (select id from gyms where id <= 2)`,
  );
  await client.query(
    `insert into audit_log (user_id, gym_id, action, entity, entity_id, before, after, kind, sector_id, created_at)
     select (select min(st.user_id) from gym_staff st where st.gym_id = s.gym_id and st.access_types && array['route_setter', 'chief_route_setter']::text[]),
            s.gym_id, 'setting_day', 'sector', s.id::text, null,
            jsonb_build_object('openingDate', o.opened_at::text, 'plannedDismantling', o.planned_closing::text,
                               'boulders', (select count(*) from boulders b where b.sector_opening_id = o.id)::text || ' nouveaux'),
            'setting_day', s.id, (o.opened_at + time '18:30') at time zone 'Europe/Paris'
     from sector_openings o join sectors s on s.id = o.sector_id
     order by o.opened_at, o.id`,
  );
}
