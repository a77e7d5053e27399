/**
 * The date writes (docs/product.md › Back office: calls): a boulder's or a sector's planned dismantling and a sector's
 * opening. Dates travel as typed in the modals, DD/MM/YYYY; the server answers 400 with exactly
 * MESSAGES.dateFormat when the text is not a real calendar date (see parseInputDate).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { idSegment } from './gyms';
import { MODIFY_BLOCK_LABEL, MODIFY_SECTOR_LABEL } from './constants';

/** Longest text accepted before even trying to read it as a date. */
const MAX_DATE_TEXT = 30;

/**
 * The date as typed. Only its type and length are checked here, so that a wrong date gets the
 * spec's message alone (`{error: 'La date doit être saisie au format JJ/MM/AAAA'}`) from the server.
 */
export const dateTextSchema = z.string({ error: MESSAGES.dateFormat }).max(MAX_DATE_TEXT, MESSAGES.dateFormat);

/** The body must be a JSON object; anything else names the body in French. */
export const JSON_OBJECT_EXPECTED = 'un objet JSON est attendu';

const flagSchema = (label: string) => z.boolean({ error: `la case « ${label} » doit valoir true ou false` });

export { MODIFY_BLOCK_LABEL, MODIFY_SECTOR_LABEL };
export const ONE_SCOPE_REQUIRED = `Cochez soit « ${MODIFY_BLOCK_LABEL} », soit « ${MODIFY_SECTOR_LABEL} ».`;

/** POST /api/update-route/{routeId}/: exactly one of modifyBlock and modifySector is true. */
export const updateRouteBodySchema = z.object(
  {
    date: dateTextSchema,
    modifyBlock: flagSchema(MODIFY_BLOCK_LABEL),
    modifySector: flagSchema(MODIFY_SECTOR_LABEL),
  },
  { error: JSON_OBJECT_EXPECTED },
);
export type UpdateRouteBody = z.infer<typeof updateRouteBodySchema>;

/** POST /api/update-sector/{sectorId}/: the sector's planned dismantling. */
export const updateSectorBodySchema = z.object({ date: dateTextSchema }, { error: JSON_OBJECT_EXPECTED });
export type UpdateSectorBody = z.infer<typeof updateSectorBodySchema>;

/** POST /api/update-sector-opening/{sectorId}/: the opening date of the sector's current opening. */
export const updateSectorOpeningBodySchema = z.object({ dateOpeningSelectedSector: dateTextSchema }, { error: JSON_OBJECT_EXPECTED });
export type UpdateSectorOpeningBody = z.infer<typeof updateSectorOpeningBodySchema>;

export const routeIdParamsSchema = z.object({ routeId: idSegment('de bloc') });
export const sectorIdParamsSchema = z.object({ sectorId: idSegment('de secteur') });

export const dateWriteResponseSchema = z.object({ message: z.string() });
export type DateWriteResponse = z.infer<typeof dateWriteResponseSchema>;

export const DATE_WRITE_MESSAGES = {
  boulderUpdated: 'La date de démontage du bloc a été modifiée.',
  sectorUpdated: 'La date de démontage du secteur et de ses blocs actifs a été modifiée.',
  openingUpdated: "La date d'ouverture du secteur a été modifiée.",
} as const;
