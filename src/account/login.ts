import type { SessionUser } from '../../contract/user-svc/shapes';
import type { StoredUser } from '../state/userStorage';
import { session } from '../state/user';
import { afterLoginTarget } from '../routes/safeRedirect';
import { appNavigate } from '../app/navigation';

/** Spec §6: a promo code used at login marks the user all-sale (channel code 05). */
export const ALL_SALE_CHANNEL = '05';

/** The stored user fields (spec §3) for a login answer. */
export function storedFieldsOf(user: SessionUser, promoCode: string | null): StoredUser {
  const fields: StoredUser = {
    token: user.token,
    refreshToken: user.refreshToken,
    tokenExpireTime: String(user.tokenExpireTime),
    userCode: user.userCode,
    userId: user.userId,
    userName: user.userName,
    phone: user.phone,
    loginAccount: user.loginAccount,
    isStaff: user.isStaff ? '1' : '0',
  };
  for (const key of [
    'branchName',
    'branchCode',
    'schanelCode',
    'managerUserCode',
    'staffName',
    'licenseNumber',
  ] as const) {
    const value = user[key];
    if (value) fields[key] = value;
  }
  if (promoCode) {
    fields.schanelCode = ALL_SALE_CHANNEL;
    fields.managerUserCode ??= promoCode;
  }
  return fields;
}

/** Stores the login and follows fullPath only when it is an in-app path (otherwise home). */
export function completeLogin(user: SessionUser, query: URLSearchParams): void {
  session.write(storedFieldsOf(user, query.get('promoCode')));
  appNavigate(afterLoginTarget(query.get('fullPath')), { replace: true });
}
