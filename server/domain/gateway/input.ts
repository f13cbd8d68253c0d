import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, Codes } from '../../http/envelope';
import { parseWith, reasonOf } from '../../http/validate';

/**
 * Parses one part of a request with its contract schema, through the platform's parser: bad input
 * → HTTP 400, code 4000, with a message naming the field in the caller's language. A missing body,
 * query or path part is read as {} so the schema names what is missing.
 */
export function parseRequest<S extends z.core.$ZodType>(
  schema: S,
  request: FastifyRequest,
  part: 'body' | 'query' | 'params',
): z.infer<S> {
  return parseWith(schema, request[part] ?? {}, request, part);
}

/**
 * Parses a value without a request at hand (kept for callers outside the business services):
 * HTTP 400, code 4000, "field: reason".
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, part = 'body'): z.infer<S> {
  const result = z.safeParse(schema, value ?? (part === 'query' || part === 'params' ? {} : undefined));
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : part;
  throw new ApiError(
    Codes.badInput,
    `${field}: ${reasonOf(first?.message ?? 'invalid', { headers: {} })}`,
    400,
  );
}
