import type { FastifyInstance } from 'fastify';
import * as refreshToken from '../../../contract/auth-svc/refreshToken';
import type { PlatformContext } from '../../accounts/context';
import { rotateRefreshToken } from '../../accounts/sessions';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { parseBody } from '../../http/validate';
import { gw } from '../paths';

/** auth-svc: refresh_token — rotation with reuse detection (a reused token revokes its whole login). */
export function registerAuthSvc(app: FastifyInstance, ctx: PlatformContext): void {
  app.post(gw(refreshToken.path), async (request, reply) => {
    const body = parseBody(refreshToken.request, request);
    const rotated = await rotateRefreshToken(
      ctx.deps.db,
      ctx.sessions,
      body.refreshToken,
      ctx.deps.clock.now(),
    );
    if (!rotated.ok) {
      if (rotated.reason === 'reused') request.log.warn('refresh token reused: session revoked');
      throw new ApiError(Codes.login, msg(request, 'gw.platform.refreshInvalid'));
    }
    const access = await ctx.tokens.sign({ userId: String(rotated.userId), sessionId: rotated.sessionId });
    reply.header(refreshToken.ACCESS_TOKEN_HEADER, access.token);
    return ok({ refreshToken: rotated.refreshToken, tokenExpireTime: access.expiresAt.getTime() });
  });
}
