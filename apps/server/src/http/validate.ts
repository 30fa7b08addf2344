import type { Context } from 'hono';
import type { ZodType, z } from 'zod';

/** Parses the JSON body with a schema; malformed JSON and schema errors become 400s in the error handler. */
export async function jsonBody<S extends ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw: unknown = await c.req.json();
  return schema.parse(raw);
}

export function queryParams<S extends ZodType>(c: Context, schema: S): z.infer<S> {
  return schema.parse(c.req.query());
}
