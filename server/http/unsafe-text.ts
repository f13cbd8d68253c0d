/**
 * NUL and unpaired UTF-16 surrogates cannot be stored by PostgreSQL (a NUL in text or jsonb, an
 * invalid Unicode escape) and mean nothing in a name or an address. Any JSON string of a request —
 * key or value, at any depth, in the body or the query — holding one is refused up front with 400
 * naming the field, instead of a database error answered 500.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Codes } from './envelope';
import { msg } from '../domain/gateway/locale';

// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (a.b.0.c) of the first string, key or value, holding a NUL or an unpaired surrogate; null if none. */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '(body)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return at;
      const found = unstorableTextAt(child, at);
      if (found) return found;
    }
  }
  return null;
}

function refuse(request: FastifyRequest, field: string): never {
  throw new ApiError(Codes.badInput, msg(request, 'gw.platform.unstorableText', { field }), 400);
}

/** Checks every request's parsed body and query before its route sees them. */
export function installUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inQuery = unstorableTextAt(request.query);
    if (inQuery) refuse(request, inQuery);
    if (typeof request.body === 'object' || typeof request.body === 'string') {
      const inBody = unstorableTextAt(request.body);
      if (inBody) refuse(request, inBody);
    }
  });
}
