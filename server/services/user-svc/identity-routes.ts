import type { FastifyInstance } from 'fastify';
import * as queryAuthen from '../../../contract/user-svc/queryPersonalUserAuthenInfo';
import * as personalUserAuthen from '../../../contract/user-svc/personalUserAuthen';
import { maskId, validateIdCard, validateName } from '../../../engine/validators';
import type { PlatformContext } from '../../accounts/context';
import { findUserById, type UserRow } from '../../accounts/users';
import { requireUser } from '../../http/auth';
import { ApiError, Codes, ok } from '../../http/envelope';
import { localeOf, msg } from '../../http/locale';
import { parseBody, parseQuery } from '../../http/validate';
import { gw } from '../paths';

const toAuthInfo = (user: UserRow): queryAuthen.AuthInfo => ({
  authStatus: user.identity_verified_at ? '1' : '0',
  actualName: user.identity_verified_at ? user.actual_name : null,
  idType: user.id_type,
  idNumber: user.id_number ? maskId(user.id_number) : null,
  dateOfBirth: user.identity_verified_at ? user.date_of_birth : null,
  sex: user.identity_verified_at ? user.sex : null,
});

/** Spec §9 gender codes: 0 male, 1 female. */
const SEX_CODE = { male: '0', female: '1' } as const;

export function registerIdentityRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  app.get(gw(queryAuthen.path), async (request) => {
    const caller = await requireUser(request);
    parseQuery(queryAuthen.request, request);
    const user = await findUserById(db, caller.userId);
    if (!user) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    return ok(toAuthInfo(user));
  });

  app.post(gw(personalUserAuthen.path), async (request) => {
    const caller = await requireUser(request);
    const body = parseBody(personalUserAuthen.request, request);
    const locale = localeOf(request);
    const name = validateName(body.name, { locale });
    if (!name.ok) throw new ApiError(Codes.badInput, name.message, 400);
    const id = validateIdCard(body.idNo, 'holder', { locale, today: clock.now() });
    if (!id.ok) throw new ApiError(Codes.badInput, id.message, 400);
    const user = await findUserById(db, caller.userId);
    if (!user) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    if (user.identity_verified_at) {
      if (user.id_number === id.normalized && user.actual_name === body.name) return ok(toAuthInfo(user), msg(request, 'gw.platform.identityVerified'));
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.identityAlready'));
    }
    const now = clock.now();
    const updated = await db.one<UserRow>(
      `UPDATE users SET actual_name = $2, id_type = $3, id_number = $4, date_of_birth = $5::date, sex = $6,
              identity_verified_at = $7, updated_at = $7
        WHERE id = $1 AND identity_verified_at IS NULL RETURNING *`,
      [user.id, body.name, body.idType, id.normalized, id.birthday, SEX_CODE[id.sex], now],
    );
    if (!updated) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.identityAlready'));
    return ok(toAuthInfo(updated), msg(request, 'gw.platform.identityVerified'));
  });
}
