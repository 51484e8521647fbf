import { z } from 'zod';
import type { RouteDef } from '@crm/contracts';

/**
 * The schema with every object made strict, however deep: an answer with a key the contract does
 * not declare fails the test (the server strips such keys; this proves it did).
 */
export function strictSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject)
    return z.strictObject(
      Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, strictSchema(v as z.ZodType)])),
    );
  if (schema instanceof z.ZodArray) return z.array(strictSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion)
    return z.union(schema.options.map((o) => strictSchema(o as z.ZodType)) as [z.ZodType, z.ZodType]);
  return schema;
}

/** Parses an answer with the route's response schema made strict. */
export function parseAnswer<T extends RouteDef>(
  route: T,
  body: unknown,
): T['response'] extends z.ZodType ? z.infer<T['response']> : never {
  if (route.response === 'file') throw new Error(`${route.path} answers a file, not JSON`);
  return strictSchema(route.response).parse(body) as never;
}
