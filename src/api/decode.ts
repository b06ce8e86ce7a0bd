import * as v from 'valibot';
import { DecodeError } from './apiErrors';

/**
 * Checks a payload against its schema at the boundary: what passes is typed, what does
 * not is a DecodeError naming the fields, so a malformed answer never travels into a
 * component as undefined.
 */
export function decode<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown, path: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new DecodeError(
    path,
    result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  );
}
