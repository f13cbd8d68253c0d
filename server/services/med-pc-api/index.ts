import { createHmac, createSecretKey } from 'node:crypto';
import { mobile } from '../../../contract/user-svc/shapes';
import type { FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';
import * as channelLogin from '../../../contract/med-pc-api/channelLogin';
import { loginAttemptKey, type PlatformContext } from '../../accounts/context';
import { openSession } from '../../accounts/login';
import { createUser, findUserByPhone } from '../../accounts/users';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { parseBody } from '../../http/validate';
import { gw } from '../paths';

const MAX_CHANNEL_TOKEN_AGE = '10m';

/**
 * The key channel partners sign their tokens with: derived from the gateway secret (an HMAC with its
 * own label, as the e-policy key is), so a partner never holds the key of access tokens and a
 * channel token can never pass as an access token or the other way round. The operator hands
 * partners this key (server/README.md), never GATEWAY_SECRET.
 */
export function channelLoginKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('channel-login').digest();
}

/** med-pc-api: channel login — a partner that knows the user's phone vouches for it with a signed token. */
export function registerMedPcApi(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock, config } = ctx.deps;
  const key = createSecretKey(channelLoginKey(config.secret));

  app.post(gw(channelLogin.path), async (request) => {
    const body = parseBody(channelLogin.request, request);
    await ctx.limits.loginPerIp.hit(request, loginAttemptKey(request));
    const phone = await jwtVerify(body.channelToken, key, {
      algorithms: ['HS256'],
      currentDate: clock.now(),
      maxTokenAge: MAX_CHANNEL_TOKEN_AGE,
    })
      .then(({ payload }) => payload.sub)
      .catch(() => undefined);
    if (!phone || !mobile.safeParse(phone).success)
      throw new ApiError(Codes.login, msg(request, 'gw.platform.channelLoginBad'));
    const user =
      (await findUserByPhone(db, phone)) ??
      (await createUser(db, { phone, channelNo: body.channelCode ?? 'edu' }, clock.now())) ??
      (await findUserByPhone(db, phone));
    if (!user) throw new ApiError(Codes.login, msg(request, 'gw.platform.channelLoginBad'));
    return ok(await openSession(ctx, user), msg(request, 'gw.platform.loggedIn'));
  });
}
