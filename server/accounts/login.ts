import type { SessionUser } from '../../contract/user-svc/shapes';
import type { PlatformContext } from './context';
import { startSession } from './sessions';
import { accountIdentity, type UserRow } from './users';

/** Starts a session for `user` and answers what the app stores (spec §3 User). */
export async function openSession(ctx: PlatformContext, user: UserRow): Promise<SessionUser> {
  const now = ctx.deps.clock.now();
  const { sessionId, refreshToken } = await startSession(ctx.deps.db, user.id, now);
  const access = await ctx.tokens.sign({ userId: String(user.id), sessionId });
  return {
    token: access.token,
    refreshToken,
    tokenExpireTime: access.expiresAt.getTime(),
    ...sessionFields(user),
  };
}

/** The user fields of a session answer; optional ones only when set. */
export function sessionFields(
  user: UserRow,
): Omit<SessionUser, 'token' | 'refreshToken' | 'tokenExpireTime'> {
  const optional = {
    branchName: user.branch_name,
    branchCode: user.branch_code,
    schanelCode: user.schanel_code,
    managerUserCode: user.manager_user_code,
    staffName: user.staff_name,
    licenseNumber: user.license_number,
  };
  return {
    ...accountIdentity(user),
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== null)) as Partial<
      Record<keyof typeof optional, string>
    >),
  };
}
