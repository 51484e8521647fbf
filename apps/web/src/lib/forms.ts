import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// Forms import both from here; setServerError lives apart because the sign-in form needs it without zod.
export { setServerError } from './server-error';

/**
 * A resolver that checks what the form would send: its values mapped to the request body
 * (`toBody`: which fields travel for this role, '' for "none"), parsed by the contract's body
 * schema. Issues land on the fields of the same name; on success the submit handler receives the
 * parsed body (trimmed, normalised), ready for the mutation. With a form whose values are the body
 * already, use `zodResolver(schema)` itself.
 */
export function bodyResolver<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  toBody: (values: TValues) => z.input<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return (values, context, options) =>
    resolve(toBody(values), context, options as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<TValues, unknown, z.output<TSchema>>
    >;
}
