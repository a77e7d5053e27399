/** What the boulder form and the setting day both show of a boulder on the gym's plan. */
import type { PlanPosition } from '../../../../shared/contract/boulder-writes';
import type { GymInfo } from '../../../../shared/contract/gyms';
import type { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import type { TranslateOf } from '../../../lib/i18n';

/** The pin's colour: the holds' (by id, as the selects hold it), else the circuit's. */
export const pinColor = (gym: GymInfo, colorId: string | null, difficultyId: string | null) =>
  gym.colors.find((c) => String(c.id) === colorId)?.color_code ?? gym.difficultySystem.find((d) => String(d.id) === difficultyId)?.color_1 ?? '#0b6b5d';

/** The plan's accessible name, saying where the pin is. */
export const planLabel = (t: TranslateOf<typeof routeSettingCatalog>, value: PlanPosition | null) =>
  value ? t('routeSetting.positionPlace', { x: Math.round(value.x * 100), y: Math.round(value.y * 100) }) : t('routeSetting.positionAucune');
