import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as userInfo from '../../../contract/user-svc/userInfo';
import * as updateUserInfo from '../../../contract/user-svc/updateUserInfo';
import * as changePhoneNum from '../../../contract/user-svc/changePhoneNum';
import * as queryUserInfo from '../../../contract/user-svc/queryUserInfo';
import * as selectByEmployeeNum from '../../../contract/user-svc/selectByEmployeeNum';
import { validateName } from '../../../engine/validators';
import type { PlatformContext } from '../../accounts/context';
import { revokeUserSessions } from '../../accounts/sessions';
import { checkSmsCode } from '../../accounts/sms-codes';
import {
  accountIdentity,
  displayName,
  findUserByCode,
  findUserById,
  findUserByPhone,
  type UserRow,
} from '../../accounts/users';
import { requireUser, type AuthUser } from '../../http/auth';
import { ApiError, Codes, ok } from '../../http/envelope';
import { localeOf, msg } from '../../domain/gateway/locale';
import { parseBody, parseQuery } from '../../http/validate';
import { formatChinaDate } from '../../domain/gateway/time';
import { gw } from '../paths';

const toUserInfo = (user: UserRow): userInfo.UserInfo => ({
  userCode: user.user_code,
  actualName: user.actual_name,
  contactAddress: user.contact_address,
  dateOfBirth: user.date_of_birth,
  imgUrl: user.img_url,
  sex: user.sex,
  phone: user.phone,
});

const toAccountInfo = (user: UserRow): queryUserInfo.AccountInfo => ({
  ...accountIdentity(user),
  actualName: user.actual_name,
  identityVerified: user.identity_verified_at !== null,
  branchName: user.branch_name,
  branchCode: user.branch_code,
  schanelCode: user.schanel_code,
  managerUserCode: user.manager_user_code,
  managerName: user.manager_name,
  staffName: user.staff_name,
  licenseNumber: user.license_number,
});

export function registerProfileRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  /** The caller's own row; a userCode naming anyone else is "not found" (no probing other accounts). */
  const ownUser = async (request: FastifyRequest, caller: AuthUser, userCode: string): Promise<UserRow> => {
    const user = userCode === caller.userCode ? await findUserById(db, caller.userId) : undefined;
    if (!user) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    return user;
  };

  app.get(gw(userInfo.path), async (request) => {
    const caller = await requireUser(request);
    const { userCode } = parseQuery(userInfo.request, request);
    return ok(toUserInfo(await ownUser(request, caller, userCode)));
  });

  app.post(gw(updateUserInfo.path), async (request) => {
    const caller = await requireUser(request);
    const body = parseBody(updateUserInfo.request, request);
    const user = await ownUser(request, caller, body.userCode);
    const verified = user.identity_verified_at !== null;
    // A verified identity fixes the name, birthday and sex (they come from the ID number).
    const changesIdentity =
      (body.actualName !== undefined && body.actualName !== user.actual_name) ||
      (body.dateOfBirth !== undefined && body.dateOfBirth !== user.date_of_birth) ||
      (body.sex !== undefined && body.sex !== user.sex);
    if (verified && changesIdentity)
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.identityAlready'));
    // A birthday after today (China time, the gateway's clock) cannot be a person's.
    const today = formatChinaDate(clock.now());
    if (body.dateOfBirth !== undefined && body.dateOfBirth > today)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.platform.badField', {
          field: 'dateOfBirth',
          reason: msg(request, 'gw.platform.birthdayFuture', { today }),
        }),
        400,
      );
    if (body.actualName !== undefined && body.actualName !== '') {
      const check = validateName(body.actualName, { locale: localeOf(request) });
      if (!check.ok) throw new ApiError(Codes.badInput, check.message, 400);
    }
    if (body.imgUrl !== undefined) {
      // Only a file this user uploaded can become their avatar.
      const fileId = body.imgUrl.split('/').pop() ?? '';
      const own = await db.one('SELECT 1 FROM user_files WHERE id = $1 AND user_id = $2', [fileId, user.id]);
      if (!own) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.fileNotFound'));
    }
    const updated = await db.one<UserRow>(
      `UPDATE users SET actual_name = COALESCE($2, actual_name), contact_address = COALESCE($3, contact_address),
              date_of_birth = COALESCE($4::date, date_of_birth), sex = COALESCE($5, sex), img_url = COALESCE($6, img_url), updated_at = $7
        WHERE id = $1 RETURNING *`,
      [
        user.id,
        body.actualName ?? null,
        body.contactAddress ?? null,
        body.dateOfBirth ?? null,
        body.sex ?? null,
        body.imgUrl ?? null,
        clock.now(),
      ],
    );
    return ok(toUserInfo(updated ?? user), msg(request, 'gw.platform.saved'));
  });

  /** The new phone proves itself with an SMS code; other logins of the account end. */
  app.post(gw(changePhoneNum.path), async (request) => {
    const caller = await requireUser(request);
    const body = parseBody(changePhoneNum.request, request);
    const user = await ownUser(request, caller, body.userCode);
    if (body.oldPhoneNum !== user.phone)
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.oldPhoneWrong'));
    if (body.newPhoneNum === user.phone)
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.samePhone'));
    if (await findUserByPhone(db, body.newPhoneNum))
      throw new ApiError(Codes.conflict, msg(request, 'gw.platform.phoneTaken'));
    const now = clock.now();
    await checkSmsCode(db, request, body.newPhoneNum, body.smsVerificationCode, now, { consume: true });
    const changed = await db.query(
      'UPDATE users SET phone = $2, updated_at = $3 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE phone = $2) RETURNING id',
      [user.id, body.newPhoneNum, now],
    );
    if (changed.length === 0) throw new ApiError(Codes.conflict, msg(request, 'gw.platform.phoneTaken'));
    await revokeUserSessions(db, ctx.sessions, user.id, 'phone-change', now, caller.sessionId);
    return ok({ phone: body.newPhoneNum }, msg(request, 'gw.platform.phoneChanged'));
  });

  app.get(gw(queryUserInfo.path), async (request) => {
    const caller = await requireUser(request);
    const { userCode } = parseQuery(queryUserInfo.request, request);
    return ok(toAccountInfo(await ownUser(request, caller, userCode)));
  });

  /** Public staff check: promoter codes travel in share links; only staff details are answered. */
  app.get(gw(selectByEmployeeNum.path), async (request) => {
    const { userCode } = parseQuery(selectByEmployeeNum.request, request);
    const user =
      (await findUserByCode(db, userCode)) ??
      (await db.one<UserRow>('SELECT * FROM users WHERE employee_num = $1 AND is_staff', [userCode]));
    if (!user?.is_staff) return ok({ isStaff: false });
    return ok({
      isStaff: true,
      staffName: user.staff_name ?? displayName(user),
      licenseNumber: user.license_number ?? '',
      branchCode: user.branch_code ?? '',
      branchName: user.branch_name ?? '',
      employeeNum: user.employee_num ?? '',
    });
  });
}
