import { errorCatalogue, reject, type ErrorCode } from '@afrimedia/domain';
import type { z } from 'zod';

const isErrorCode = (message: string): message is ErrorCode => Object.hasOwn(errorCatalogue, message);

/**
 * Parses a request part with its contract. Contracts give each rule an error code as its message
 * (`z.string().min(1, 'NAME_REQUIRED')`), so the refusal carries the spec's text; any other failed rule is
 * "You must fill all the fields", with the field named.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw reject(issue && isErrorCode(issue.message) ? issue.message : 'FIELDS_REQUIRED', field);
}
