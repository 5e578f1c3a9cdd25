import { z } from 'zod';

/** Every list endpoint takes a limit and an opaque cursor and answers one page plus the next cursor. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 20;

export const ZPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type TPage<T> = { items: T[]; nextCursor: string | null };
