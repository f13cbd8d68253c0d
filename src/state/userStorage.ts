/**
 * The user fields of spec §3, kept in browser storage (localStorage) one key per field, as the
 * storefront always has: other tabs and a reload see the same login.
 */
export const USER_FIELDS = [
  'token',
  'refreshToken',
  'tokenExpireTime',
  'userCode',
  'userName',
  'userId',
  'phone',
  'loginAccount',
  'branchName',
  'branchCode',
  'schanelCode',
  'managerUserCode',
  'staffName',
  'licenseNumber',
  'isStaff',
] as const;

export type UserField = (typeof USER_FIELDS)[number];
export type StoredUser = Partial<Record<UserField, string>>;

/** The part of the Web Storage API the shell needs (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function readUser(storage: KeyValueStorage): StoredUser {
  const user: StoredUser = {};
  for (const field of USER_FIELDS) {
    const value = storage.getItem(field);
    if (value !== null && value !== '') user[field] = value;
  }
  return user;
}

/** Writes the given fields; an empty string or undefined removes the field. */
export function writeUser(storage: KeyValueStorage, fields: StoredUser): void {
  for (const field of USER_FIELDS) {
    if (!(field in fields)) continue;
    const value = fields[field];
    if (value === undefined || value === '') storage.removeItem(field);
    else storage.setItem(field, value);
  }
}

/** Logged in means a token exists (spec §4). */
export const isLoggedIn = (user: StoredUser): boolean => Boolean(user.token);

/** Seconds of validity left on the stored token (Infinity when no expiry is known). */
export function secondsLeft(user: StoredUser, nowMs: number): number {
  const expire = Number(user.tokenExpireTime);
  if (!user.tokenExpireTime || !Number.isFinite(expire)) return Number.POSITIVE_INFINITY;
  return (expire - nowMs) / 1000;
}

/** An in-memory storage for tests and for browsers with storage disabled. */
export function memoryStorage(): KeyValueStorage & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

/** The browser's localStorage, or memory when it is unavailable (private mode, sandboxed frames). */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}
