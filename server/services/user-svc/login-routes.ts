import type { FastifyInstance } from 'fastify';
import * as login from '../../../contract/user-svc/login';
import * as loginOut from '../../../contract/user-svc/loginOut';
import * as registerAndLogin from '../../../contract/user-svc/registerAndLogin';
import * as appRegister from '../../../contract/user-svc/appRegister';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { loginAttemptKey, loginFailureKey, type PlatformContext } from '../../accounts/context';
import { checkCaptcha } from '../../accounts/captcha';
import { checkSmsCode } from '../../accounts/sms-codes';
import { dummyHash, hashPassword, verifyPassword } from '../../accounts/passwords';
import { createUser, findUserByPhone, type UserRow } from '../../accounts/users';
import { openSession } from '../../accounts/login';
import { revokeSession } from '../../accounts/sessions';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { checkNewPassword } from '../../accounts/password-rule';
import { requireUser } from '../../http/auth';
import { headerOf, parseBody } from '../../http/validate';
import { gw } from '../paths';

export function registerLoginRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;
  const { loginPerIp, loginFailuresPerPhone } = ctx.limits;

  app.post(gw(login.path), async (request) => {
    const body = parseBody(login.request, request);
    await loginPerIp.hit(request, loginAttemptKey(request));
    const phoneKey = loginFailureKey(body.loginAccount);
    const now = clock.now();
    let user: UserRow | undefined;
    // Lockout policy (docs/identity.md): failed passwords lock the phone's PASSWORD login only. SMS
    // login is never locked by them — its code is sent only after an image captcha, to the owner's
    // phone, and dies after 5 wrong tries — so a stranger who locks the password cannot lock out the owner.
    if (body.passWord !== undefined) {
      await checkCaptcha(db, request, headerOf(request, IMGCODE_HEADER), body.imageVerificationCode, now, {
        consume: true,
      });
      // Every password evaluated counts as a failure before it is evaluated (a right one resets the
      // count below), so simultaneous guesses cannot pass a lock they have not filled yet. After the
      // captcha: a stranger cannot lock a phone without solving one per try.
      await loginFailuresPerPhone.hit(request, phoneKey);
      user = await findUserByPhone(db, body.loginAccount);
      // Same work whether or not the account exists, so timing does not tell.
      const matches = await verifyPassword(body.passWord, user?.password_hash ?? (await dummyHash()));
      if (!user || !matches) {
        const key = user && !user.password_hash ? 'gw.platform.noPassword' : 'gw.platform.loginFailed';
        throw new ApiError(Codes.badInput, msg(request, key));
      }
    } else {
      await checkSmsCode(db, request, body.loginAccount, body.smsVerificationCode ?? '', now, {
        consume: true,
      });
      user = await findUserByPhone(db, body.loginAccount);
      if (!user) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.phoneUnknown'));
    }
    await loginFailuresPerPhone.reset(phoneKey);
    return ok(await openSession(ctx, user), msg(request, 'gw.platform.loggedIn'));
  });

  app.post(gw(registerAndLogin.path), async (request) => {
    const body = parseBody(registerAndLogin.request, request);
    await loginPerIp.hit(request, loginAttemptKey(request));
    await checkSmsCode(db, request, body.phoneNum, body.smsVerificationCode, clock.now(), { consume: true });
    const existing = await findUserByPhone(db, body.phoneNum);
    const created = existing
      ? null
      : await createUser(
          db,
          {
            phone: body.phoneNum,
            areaCode: body.areaCode,
            channelNo: body.channelNo,
            userSourceType: body.userSourceType,
          },
          clock.now(),
        );
    // createUser answers null when a simultaneous request registered the phone first.
    const user = existing ?? created ?? (await findUserByPhone(db, body.phoneNum));
    if (!user) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.phoneUnknown'));
    return ok(
      { ...(await openSession(ctx, user)), newUser: Boolean(created) },
      msg(request, 'gw.platform.loggedIn'),
    );
  });

  app.post(gw(appRegister.path), async (request) => {
    const body = parseBody(appRegister.request, request);
    await loginPerIp.hit(request, loginAttemptKey(request));
    checkNewPassword(request, body.passWord);
    // The code first: only whoever holds the phone learns whether it is registered (no enumeration).
    await checkSmsCode(db, request, body.phoneNum, body.smsVerificationCode, clock.now(), { consume: true });
    if (await findUserByPhone(db, body.phoneNum))
      throw new ApiError(Codes.conflict, msg(request, 'gw.platform.phoneRegistered'));
    const user = await createUser(
      db,
      {
        phone: body.phoneNum,
        passwordHash: await hashPassword(body.passWord),
        areaCode: body.areaCode,
        channelNo: body.channelNo,
        userSourceType: body.userSourceType,
      },
      clock.now(),
    );
    if (!user) throw new ApiError(Codes.conflict, msg(request, 'gw.platform.phoneRegistered'));
    return ok(await openSession(ctx, user), msg(request, 'gw.platform.registered'));
  });

  app.post(gw(loginOut.path), async (request) => {
    const user = await requireUser(request);
    await revokeSession(db, ctx.sessions, user.sessionId, 'logout', clock.now());
    return ok(null, msg(request, 'gw.platform.loggedOut'));
  });
}
