import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mobile } from '../../../contract/user-svc/shapes';
import type { PlatformContext } from '../../accounts/context';
import { peekCaptcha } from '../../accounts/captcha';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { parseQuery } from '../../http/validate';
import { gw } from '../paths';

/** Development-only paths (never registered when NODE_ENV=production); browser tests log in through them. */
export const DEV_SMS_INBOX_PATH = '/_dev/sms-inbox';
export const DEV_CAPTCHA_PATH = '/_dev/captcha';

const inboxQuery = z.object({ phone: mobile });
const captchaQuery = z.object({ time: z.string().min(1).max(64) });

export function registerDevEndpoints(app: FastifyInstance, ctx: PlatformContext): void {
  /** The latest SMS codes sent to a phone by the sandbox provider, newest first. */
  app.get(gw(DEV_SMS_INBOX_PATH), async (request) => {
    const { phone } = parseQuery(inboxQuery, request);
    if (!ctx.sandbox) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.devOnly'), 404);
    const messages = ctx.sandbox.latest(phone);
    return ok({ phone, latest: messages[0]?.code ?? null, messages });
  });

  /** The answer of the live captcha fetched with kaptcha?time=<time>. */
  app.get(gw(DEV_CAPTCHA_PATH), async (request) => {
    const { time } = parseQuery(captchaQuery, request);
    const answer = await peekCaptcha(ctx.deps.db, time, ctx.deps.clock.now());
    if (answer === null) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.captchaExpired'));
    return ok({ time, answer });
  });
}
