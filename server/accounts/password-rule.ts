import type { FastifyRequest } from 'fastify';
import { validatePassword } from '../../engine/validators';
import { ApiError, Codes } from '../http/envelope';
import { localeOf, msg } from '../domain/gateway/locale';

/** A new password: both entries equal and the rule of spec §5 (engine validator). HTTP 400 otherwise. */
export function checkNewPassword(request: FastifyRequest, password: string, repeated?: string): void {
  if (repeated !== undefined && repeated !== password)
    throw new ApiError(Codes.badInput, msg(request, 'gw.platform.passwordMismatch'), 400);
  const result = validatePassword(password, { locale: localeOf(request) });
  if (!result.ok) throw new ApiError(Codes.badInput, result.message, 400);
}
