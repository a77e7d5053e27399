/**
 * Our addition for the /comments page: the gym's comments by pages, newest first, so that the page
 * does not download thousands at once. The spec's GET /api/gym-comments/{gymId}/ stays as it is.
 *
 * `GET /api/gym-comments/{gymId}/page/?pageSize=20&cursor=…` — `cursor` is the `nextCursor` of the
 * previous page (stable while comments are added); Conventions of the calls's `page` (from 1) is accepted too.
 * Answer `{count, results, nextCursor}`: `count` is the gym's total, `nextCursor` null on the last page.
 */
import { z } from 'zod';
import { commentSchema } from './routes';
import { COMMENTS_CURSOR_PATTERN, MAX_COMMENTS_PAGE_SIZE } from './comments-paging';

export { COMMENTS_PAGE_SIZE, commentsPagePath } from './comments-paging';

export const commentsPageQuerySchema = z
  .object({
    pageSize: z
      .string()
      .regex(/^\d{1,3}$/, `taille de page invalide (un nombre de 1 à ${MAX_COMMENTS_PAGE_SIZE} est attendu)`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_COMMENTS_PAGE_SIZE, `taille de page invalide (un nombre de 1 à ${MAX_COMMENTS_PAGE_SIZE} est attendu)`)
      .optional(),
    cursor: z.string().regex(COMMENTS_CURSOR_PATTERN, 'curseur invalide : reprenez la valeur nextCursor de la page précédente').optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'numéro de page invalide (un nombre entier à partir de 1 est attendu)')
      .transform(Number)
      .optional(),
  })
  .refine((query) => !(query.cursor && query.page), { message: 'donnez soit cursor, soit page, pas les deux', path: ['page'] });
export type CommentsPageQuery = z.output<typeof commentsPageQuerySchema>;

export const commentsPageSchema = z.object({
  count: z.number().int(),
  results: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;
