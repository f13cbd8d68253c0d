import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as queryAuthen from '../../../contract/user-svc/queryPersonalUserAuthenInfo';
import * as personalUserAuthen from '../../../contract/user-svc/personalUserAuthen';
import { maskId, validateIdCard, validateName } from '../../../engine/validators';
import type { PlatformContext } from '../../accounts/context';
import { findUserById, type UserRow } from '../../accounts/users';
import { requireUser } from '../../http/auth';
import { ApiError, Codes, ok } from '../../http/envelope';
import { localeOf, msg } from '../../domain/gateway/locale';
import { parseBody, parseQuery } from '../../http/validate';
import type { Db } from '../../db/types';
import { gw } from '../paths';

type FaceCheck = NonNullable<queryAuthen.AuthInfo['faceCheck']>;
interface FaceRow {
  check_id: string;
  name: string;
  id_no_masked: string;
  status: FaceCheck['status'];
  created_at: Date;
}

/** A passed face check counts for verification this long (the buyer comes straight back from the provider). */
const FACE_CHECK_TTL_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toAuthInfo = (
  user: UserRow,
  faceVerifiedAt: Date | null,
  check: FaceRow | undefined,
): queryAuthen.AuthInfo => ({
  authStatus: user.identity_verified_at ? '1' : '0',
  actualName: user.identity_verified_at ? user.actual_name : null,
  idType: user.id_type,
  idNumber: user.id_number ? maskId(user.id_number) : null,
  dateOfBirth: user.identity_verified_at ? user.date_of_birth : null,
  sex: user.identity_verified_at ? user.sex : null,
  faceVerified: Boolean(user.identity_verified_at && faceVerifiedAt),
  faceCheck: check ? { checkId: check.check_id, status: check.status } : null,
});

/** Spec §9 gender codes: 0 male, 1 female. */
const SEX_CODE = { male: '0', female: '1' } as const;

/** The caller's face check named by checkId, or their latest one. Face checks are op-log's (server/services/op-log/identity.ts). */
async function faceCheckOf(db: Db, userCode: string, checkId?: string): Promise<FaceRow | undefined> {
  const rows = await db.query<FaceRow>(
    `SELECT check_id, name, id_no_masked, status, created_at FROM biz_identity_checks
      WHERE user_code = $1 AND kind = 'face' AND ($2::text IS NULL OR check_id = $2) ORDER BY created_at DESC LIMIT 1`,
    [userCode, checkId ?? null],
  );
  return rows[0];
}

const faceVerifiedAtOf = async (db: Db, userId: UserRow['id']) =>
  (
    await db.one<{ face_verified_at: Date | null }>('SELECT face_verified_at FROM users WHERE id = $1', [
      userId,
    ])
  )?.face_verified_at ?? null;

export function registerIdentityRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  const userOf = async (request: FastifyRequest, userId: string): Promise<UserRow> => {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    return user;
  };

  app.get(gw(queryAuthen.path), async (request) => {
    const caller = await requireUser(request);
    const { param } = parseQuery(queryAuthen.request, request);
    const user = await userOf(request, caller.userId);
    const check = await faceCheckOf(db, user.user_code, param && UUID.test(param) ? param : undefined);
    return ok(toAuthInfo(user, await faceVerifiedAtOf(db, user.id), check));
  });

  /** A face check that vouches for this name + number: the caller's, passed, same name and masked number, recent. */
  const passedFaceCheck = async (
    request: FastifyRequest,
    user: UserRow,
    checkId: string,
    name: string,
    idNo: string,
  ): Promise<FaceRow> => {
    const check = await faceCheckOf(db, user.user_code, checkId);
    if (!check) throw new ApiError(Codes.badInput, msg(request, 'identity.gw.checkMissing'), 400);
    if (check.status !== 'PASS')
      throw new ApiError(Codes.badInput, msg(request, 'identity.gw.checkNotPassed'), 400);
    if (check.name !== name || check.id_no_masked !== maskId(idNo))
      throw new ApiError(Codes.badInput, msg(request, 'identity.gw.checkMismatch'), 400);
    if (clock.now().getTime() - new Date(check.created_at).getTime() > FACE_CHECK_TTL_MS)
      throw new ApiError(Codes.badInput, msg(request, 'identity.gw.checkExpired'), 400);
    return check;
  };

  app.post(gw(personalUserAuthen.path), async (request) => {
    const caller = await requireUser(request);
    const body = parseBody(personalUserAuthen.request, request);
    const locale = localeOf(request);
    const name = validateName(body.name, { locale });
    if (!name.ok) throw new ApiError(Codes.badInput, name.message, 400); // the §5 messages name their field
    const id = validateIdCard(body.idNo, 'holder', { locale, today: clock.now() });
    if (!id.ok) throw new ApiError(Codes.badInput, id.message, 400);
    const user = await userOf(request, caller.userId);
    const check = body.checkId
      ? await passedFaceCheck(request, user, body.checkId, body.name, id.normalized)
      : undefined;
    const now = clock.now();
    if (user.identity_verified_at) {
      if (user.id_number !== id.normalized || user.actual_name !== body.name)
        throw new ApiError(Codes.badInput, msg(request, 'gw.platform.identityAlready'));
      if (check)
        await db.query('UPDATE users SET face_verified_at = COALESCE(face_verified_at, $2) WHERE id = $1', [
          user.id,
          now,
        ]);
      return ok(
        toAuthInfo(user, await faceVerifiedAtOf(db, user.id), check),
        msg(request, 'gw.platform.identityVerified'),
      );
    }
    const updated = await db.one<UserRow>(
      `UPDATE users SET actual_name = $2, id_type = $3, id_number = $4, date_of_birth = $5::date, sex = $6,
              identity_verified_at = $7, face_verified_at = $8, updated_at = $7
        WHERE id = $1 AND identity_verified_at IS NULL RETURNING *`,
      [
        user.id,
        body.name,
        body.idType,
        id.normalized,
        id.birthday,
        SEX_CODE[id.sex],
        now,
        check ? now : null,
      ],
    );
    if (!updated) {
      // A concurrent call verified first (e.g. the callback page loaded twice): same identity → same answer.
      const current = await userOf(request, caller.userId);
      if (current.id_number !== id.normalized || current.actual_name !== body.name)
        throw new ApiError(Codes.badInput, msg(request, 'gw.platform.identityAlready'));
      if (check)
        await db.query('UPDATE users SET face_verified_at = COALESCE(face_verified_at, $2) WHERE id = $1', [
          current.id,
          now,
        ]);
      return ok(
        toAuthInfo(current, await faceVerifiedAtOf(db, current.id), check),
        msg(request, 'gw.platform.identityVerified'),
      );
    }
    return ok(toAuthInfo(updated, check ? now : null, check), msg(request, 'gw.platform.identityVerified'));
  });
}
