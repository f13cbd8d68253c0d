import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mobile } from '../../../contract/user-svc/shapes';
import type { PlatformContext } from '../../accounts/context';
import { peekCaptcha } from '../../accounts/captcha';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { parseBody, parseQuery } from '../../http/validate';
import { ShiftedClock } from '../../clock';
import { gw } from '../paths';

/** Development-only paths (never registered when NODE_ENV=production); browser tests log in through them. */
export const DEV_SMS_INBOX_PATH = '/_dev/sms-inbox';
export const DEV_CAPTCHA_PATH = '/_dev/captcha';
export const DEV_CLOCK_PATH = '/_dev/clock';

const inboxQuery = z.object({ phone: mobile });
const captchaQuery = z.object({ time: z.string().min(1).max(64) });
const clockBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3600 * 1000),
});

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

  /** A test gateway's clock moved forward (NODE_ENV=test only: its clock is a ShiftedClock); answers the new time. */
  app.post(gw(DEV_CLOCK_PATH), async (request) => {
    const clock = ctx.deps.clock;
    if (!(clock instanceof ShiftedClock))
      throw new ApiError(Codes.notFound, msg(request, 'gw.platform.devOnly'), 404);
    const { advanceMs } = parseBody(clockBody, request);
    clock.advance(advanceMs);
    return ok({ now: clock.now().toISOString() });
  });
}
