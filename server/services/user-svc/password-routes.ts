import type { FastifyInstance } from 'fastify';
import * as changePassword from '../../../contract/user-svc/changePassword';
import * as pwdfind from '../../../contract/user-svc/pwdfind';
import { loginAttemptKey, loginFailureKey, type PlatformContext } from '../../accounts/context';
import { checkNewPassword } from '../../accounts/password-rule';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { revokeUserSessions } from '../../accounts/sessions';
import { checkSmsCode } from '../../accounts/sms-codes';
import { findUserById, findUserByPhone } from '../../accounts/users';
import { requireUser } from '../../http/auth';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { parseBody } from '../../http/validate';
import { gw } from '../paths';

export function registerPasswordRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  /** Change: the old password proves it is the owner; other logins of the account end. */
  app.post(gw(changePassword.path), async (request) => {
    const caller = await requireUser(request);
    const body = parseBody(changePassword.request, request);
    if (body.userCode !== caller.userCode || body.loginAccount !== caller.phone) {
      throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    }
    // A guess at the old password is a login attempt: it counts per address and, before it is
    // evaluated, as a failure of the phone (a right one resets that below), so simultaneous guesses
    // cannot get past the lock.
    await ctx.limits.loginPerIp.hit(request, loginAttemptKey(request));
    checkNewPassword(request, body.newPwd, body.secondPwd);
    const failKey = loginFailureKey(caller.phone);
    await ctx.limits.loginFailuresPerPhone.hit(request, failKey);
    const user = await findUserById(db, caller.userId);
    if (!user?.password_hash || !(await verifyPassword(body.oldPwd, user.password_hash)))
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.oldPasswordWrong'));
    const now = clock.now();
    await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      await hashPassword(body.newPwd),
      now,
    ]);
    await revokeUserSessions(db, ctx.sessions, user.id, 'password-change', now, caller.sessionId);
    await ctx.limits.loginFailuresPerPhone.reset(failKey);
    return ok(null, msg(request, 'gw.platform.passwordChanged'));
  });

  /** Forgotten password: an SMS code to the phone proves it; every login of the account ends. */
  app.post(gw(pwdfind.path), async (request) => {
    const body = parseBody(pwdfind.request, request);
    await ctx.limits.loginPerIp.hit(request, loginAttemptKey(request));
    checkNewPassword(request, body.newPwd, body.secondPwd);
    const user = await findUserByPhone(db, body.phoneNum);
    if (!user) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.phoneUnknown'));
    const now = clock.now();
    await checkSmsCode(db, request, body.phoneNum, body.smsVerificationCode, now, { consume: true });
    await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      await hashPassword(body.newPwd),
      now,
    ]);
    await revokeUserSessions(db, ctx.sessions, user.id, 'password-reset', now);
    await ctx.limits.loginFailuresPerPhone.reset(loginFailureKey(user.phone));
    return ok(null, msg(request, 'gw.platform.passwordReset'));
  });
}
