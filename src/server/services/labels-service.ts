/** Label sheets (docs/product.md › Route setting: screens): any staff member of the gym may print them, marketing included. */
import type { LabelsBody, PublicBoulder } from '../../shared/contract/labels';
import { asciiSlug } from '../../shared/domain/text-folding';
import { formatInputDate, parisDay } from '../../shared/domain/dates';
import { gradeLabel } from '../../shared/domain/grades';
import { notFound } from '../errors';
import { labelSheet } from '../documents/label-sheet';
import { labelRows, publicBoulderByCode } from '../repositories/labels-repository';
import { NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

/** The public address of a boulder, the one its QR code holds. */
export const publicBoulderUrl = (publicUrl: string, code: string) => `${publicUrl}/b/${code}`;

/** POST /api/gyms/{gymId}/labels/: the PDF and its file name `etiquettes-{secteur}-{date}.pdf`. */
export async function printLabels(
  ctx: ServiceContext,
  { gymId, body, publicUrl }: { gymId: number; body: LabelsBody; publicUrl: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  await authorize(ctx, 'read', { gymId });
  const ids = [...new Set(body.boulderIds)];
  const rows = await labelRows(ctx.db, ids);
  if (rows.length !== ids.length || rows.some((row) => row.gymId !== gymId)) throw notFound(NOT_YOURS.boulder);
  const sectors = [...new Set(rows.map((row) => row.sectorName))];
  const today = parisDay(new Date());
  const fileName = `etiquettes-${asciiSlug(sectors.length === 1 ? sectors[0]! : 'plusieurs-secteurs') || 'secteur'}-${today}.pdf`;
  const pdf = await labelSheet(
    rows.map((row) => ({
      name: row.name,
      grade: gradeLabel(row.grade),
      circuitName: row.circuitName,
      color1: row.color1,
      color2: row.color2,
      holdColor: row.holdColor,
      sectorName: row.sectorName,
      openingDate: formatInputDate(row.openedOn),
      setterFirstNames: row.setterFirstNames,
      code: row.code,
      url: publicBoulderUrl(publicUrl, row.code),
    })),
    body.format,
    `Étiquettes ${sectors.join(', ')}`,
  );
  return { pdf, fileName };
}

/** GET /api/public/boulders/{code}/: what anyone may know of a boulder, nothing about people. */
export async function publicBoulder(ctx: ServiceContext, { code }: { code: string }): Promise<PublicBoulder> {
  const row = await publicBoulderByCode(ctx.db, code);
  if (!row) throw notFound("Aucun bloc ne porte ce code. Vérifiez l'étiquette.");
  return {
    code: row.code,
    name: row.name,
    difficulty: {
      id: row.d_id,
      name: row.d_name,
      svg: row.d_svg,
      corresponding_difficulty: gradeLabel(row.d_grade),
      color_1: row.d_color_1,
      color_2: row.d_color_2,
    },
    grade: gradeLabel(row.grade),
    holdColor: row.hold_color,
    sector: { id: row.sector_id, name: row.sector_name },
    gym: { id: row.gym_id, name: row.gym_name },
    openingDate: parisDay(row.createdAt),
    picture: row.picture,
    rating: { average: row.rating_average === null ? null : Math.round(row.rating_average * 10) / 10, count: row.rating_count },
    active: row.active,
  };
}
