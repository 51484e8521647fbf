import { z } from 'zod';
import { MAX_PAGE_SIZE } from './page-count';

export * from './page-count';

/** `page` is 1-based; a limit above the maximum is clamped rather than refused. */
export const pageQueryWith = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .default(defaultLimit)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  });

export const pageQuery = pageQueryWith(20);
export type PageQuery = z.infer<typeof pageQuery>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export type Paginated<T> = { items: T[]; total: number; page: number; limit: number };
