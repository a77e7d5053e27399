/** What a boulder or wall photo must be, and the French refusals (docs/product.md › Route setting: validation). */
export const PHOTO_RULES = { maxBytes: 15 * 1024 * 1024, minShortSide: 300, maxLongSide: 2000, thumbnail: 400 } as const;

export const PHOTO_ERRORS = {
  format: 'Formats acceptés : JPEG, PNG ou WebP.',
  tooSmall: `La photo est trop petite : au moins ${PHOTO_RULES.minShortSide} pixels sur le petit côté.`,
  tooBig: 'La photo dépasse 15 Mo.',
  missing: 'Ajoutez une photo dans le champ « file ».',
  unreadable: "Cette image n'a pas pu être lue : elle est peut-être abîmée.",
} as const;
