import type { FastifyInstance } from 'fastify';
import * as kaptcha from '../../../contract/user-svc/kaptcha';
import * as vrifyKaptcha from '../../../contract/user-svc/vrifyKaptcha';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import type { PlatformContext } from '../../accounts/context';
import { checkCaptcha, issueCaptcha } from '../../accounts/captcha';
import { ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { clientIp } from '../../http/rate-limit';
import { headerOf, parseQuery } from '../../http/validate';
import { gw } from '../paths';

export function registerCaptchaRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  app.get(gw(kaptcha.path), async (request, reply) => {
    const { time } = parseQuery(kaptcha.request, request);
    await ctx.limits.captchaPerIp.hit(request, `captcha:${clientIp(request)}`);
    const svg = await issueCaptcha(db, time, clock.now());
    return reply.type(kaptcha.contentType).header('cache-control', 'no-store').send(svg);
  });

  app.get(gw(vrifyKaptcha.path), async (request) => {
    const { signcode } = parseQuery(vrifyKaptcha.request, request);
    await checkCaptcha(db, request, headerOf(request, IMGCODE_HEADER), signcode, clock.now(), {
      consume: false,
    });
    return ok(null, msg(request, 'gw.platform.captchaOk'));
  });
}
