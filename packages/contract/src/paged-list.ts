import { z } from 'zod';

/** Page sizes every admin table offers (the spec's FAQ page sizes). */
export const FAQ_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The query of a searchable, sortable, paged admin table (FAQs, documents): same rules and messages. */
export function pagedListQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  const names = `${sortFields.slice(0, -1).join(', ')} or ${sortFields[sortFields.length - 1]}`;
  return z.object({
    q: z.string().max(200).optional(),
    sort: z.enum(sortFields, { error: `sort must be ${names}` }).default('created_at' as S[number]),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (FAQ_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 5, 10, 25 or 50')
      .default(10),
  });
}

/** One page of a paged admin table. */
export function pagedListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  });
}
