import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as regMsg from '../../../contract/user-svc/regMsg';
import * as registerRegMsg from '../../../contract/user-svc/registerRegMsg';
import * as loginRegMsg from '../../../contract/user-svc/registerAndLoginRegMsg';
import * as appVerification from '../../../contract/user-svc/appVerification';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { loginAttemptKey, loginFailureKey, type PlatformContext } from '../../accounts/context';
import { checkCaptcha } from '../../accounts/captcha';
import { checkSmsCode, sendSmsCode } from '../../accounts/sms-codes';
import { ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { clientIp } from '../../http/rate-limit';
import { headerOf, parseQuery } from '../../http/validate';
import { gw } from '../paths';

/** The three regMsg variants of spec §7 differ only in what the code is for (kept for the log). */
const VARIANTS = [
  { contract: registerRegMsg, purpose: 'register' },
  { contract: regMsg, purpose: 'verify' },
  { contract: loginRegMsg, purpose: 'login' },
] as const;

export function registerSmsRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  /** Every SMS needs a valid image code first (used up by the send), then the per-IP and per-phone limits. */
  const send = async (request: FastifyRequest, phone: string, answer: string, purpose: string) => {
    await ctx.limits.smsPerIp.hit(request, `sms:${clientIp(request)}`);
    await checkCaptcha(db, request, headerOf(request, IMGCODE_HEADER), answer, clock.now(), {
      consume: true,
    });
    await sendSmsCode(db, ctx.sms, request, phone, purpose, clock.now());
    return ok(null, msg(request, 'gw.platform.smsSent'));
  };

  for (const { contract, purpose } of VARIANTS) {
    app.get(gw(contract.path), async (request) => {
      const query = parseQuery(contract.request, request);
      return send(request, query.phoneNum, query.imageVerificationCode, purpose);
    });
  }

  /**
   * A code check takes guesses like a login does, so it counts like one: the per-IP attempt limit,
   * and a wrong code counts against the phone (locked once it reaches the limit of failures). Each
   * check counts as a failure before it is evaluated, so simultaneous guesses cannot overrun the
   * lock; a right code takes its count back (it proves the phone, but resets nothing).
   */
  app.get(gw(appVerification.path), async (request) => {
    const query = parseQuery(appVerification.request, request);
    await ctx.limits.loginPerIp.hit(request, loginAttemptKey(request));
    const failure = await ctx.limits.loginFailuresPerPhone.hit(request, loginFailureKey(query.phoneNum));
    await checkSmsCode(db, request, query.phoneNum, query.smsVerificationCode, clock.now(), {
      consume: false,
    });
    await ctx.limits.loginFailuresPerPhone.undo(failure);
    return ok(null, msg(request, 'gw.platform.smsOk'));
  });
}
