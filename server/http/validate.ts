import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, Codes } from './envelope';
import { localeOf, msg } from '../domain/gateway/locale';
import { catalogues, type MessageKey } from '../../engine/messages';

const zodLocales = { 'zh-CN': z.locales.zhCN().localeError, 'en-US': z.locales.en().localeError };

/**
 * Parses one part of a request with its contract schema. Bad input → HTTP 400, code 4000, and a
 * message naming the field, e.g. "参数 phoneNum 有误：请填写正确的手机号!" (the schema's own message
 * when it has one, zod's localized one otherwise). Never a stack trace.
 */
export function parseWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  request: FastifyRequest,
  part: string,
): z.infer<S> {
  // The top-level parse: contract/ schemas are zod/mini ones (no methods of the full zod's).
  const result = z.safeParse(schema, value, { error: zodLocales[localeOf(request)] });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join('.') : part;
  throw new ApiError(
    Codes.badInput,
    msg(request, 'gw.platform.badField', { field, reason: reasonOf(first?.message ?? '', request) }),
    400,
  );
}

/**
 * A contract's own reason (a refine's message) is a catalogue key (gw.input.*: contract/ is shared
 * with the app and carries no words), said here in the caller's language; zod's own reasons come
 * localized from zod.
 */
export function reasonOf(message: string, request: Pick<FastifyRequest, 'headers'>): string {
  return message.startsWith('gw.input.') && message in catalogues['zh-CN']
    ? msg(request, message as MessageKey)
    : message;
}

/** The JSON body, checked against the contract's `request` schema. */
export const parseBody = <S extends z.core.$ZodType>(schema: S, request: FastifyRequest): z.infer<S> =>
  parseWith(schema, request.body ?? {}, request, 'body');

/** The query string, checked against the contract's `request` schema (values arrive as strings). */
export const parseQuery = <S extends z.core.$ZodType>(schema: S, request: FastifyRequest): z.infer<S> =>
  parseWith(schema, request.query ?? {}, request, 'query');

/** The path parameters, e.g. `/order/deleteTempForm/:serial`. */
export const parseParams = <S extends z.core.$ZodType>(schema: S, request: FastifyRequest): z.infer<S> =>
  parseWith(schema, request.params ?? {}, request, 'params');

/** One request header as a string ('' when absent). */
export function headerOf(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
