import { randomInt } from 'node:crypto';
import type { Db } from '../db/types';

/** A row of `users` as the platform reads it. */
export interface UserRow {
  id: number;
  user_code: string;
  phone: string;
  password_hash: string | null;
  actual_name: string | null;
  contact_address: string | null;
  date_of_birth: string | null;
  sex: string | null;
  img_url: string | null;
  email: string | null;
  area_code: string | null;
  channel_no: string;
  id_type: string | null;
  id_number: string | null;
  identity_verified_at: Date | null;
  is_staff: boolean;
  employee_num: string | null;
  staff_name: string | null;
  license_number: string | null;
  branch_code: string | null;
  branch_name: string | null;
  schanel_code: string | null;
  manager_user_code: string | null;
  manager_name: string | null;
}

export const findUserByPhone = (db: Db, phone: string) =>
  db.one<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
export const findUserByCode = (db: Db, userCode: string) =>
  db.one<UserRow>('SELECT * FROM users WHERE user_code = $1', [userCode]);
export const findUserById = (db: Db, id: number | string) =>
  db.one<UserRow>('SELECT * FROM users WHERE id = $1', [Number(id)]);

export interface NewUser {
  phone: string;
  passwordHash?: string | null;
  areaCode?: string | undefined;
  channelNo?: string | undefined;
  userSourceType?: string | undefined;
}

/**
 * Creates a user with a fresh user code ('U' + 11 digits). Returns null when the phone is taken
 * (a concurrent registration of the same phone loses cleanly).
 */
export async function createUser(db: Db, user: NewUser, now: Date): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const userCode = `U${String(randomInt(0, 1e11)).padStart(11, '0')}`;
    const rows = await db.query<UserRow>(
      `INSERT INTO users (user_code, phone, password_hash, area_code, channel_no, user_source_type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT DO NOTHING RETURNING *`,
      [
        userCode,
        user.phone,
        user.passwordHash ?? null,
        user.areaCode ?? null,
        user.channelNo ?? 'edu',
        user.userSourceType ?? '22',
        now,
      ],
    );
    if (rows[0]) return rows[0];
    if (await findUserByPhone(db, user.phone)) return null;
  }
  throw new Error('could not allocate a unique user code');
}

/** Display name: the verified or entered name, else the staff name, else ''. */
export const displayName = (user: UserRow): string => user.actual_name ?? user.staff_name ?? '';

/** Who the user is, as every answer about the account names them (the session, the account info). */
export const accountIdentity = (user: UserRow) => ({
  userCode: user.user_code,
  userId: String(user.id),
  userName: displayName(user),
  phone: user.phone,
  loginAccount: user.phone,
  isStaff: user.is_staff,
});

/** The profile other services show (ratings, agreements, promoter info); empty strings when unknown. */
export async function userProfile(
  db: Db,
  userCode: string,
): Promise<{ name: string; phone: string; licenseNumber: string; branchName: string }> {
  const user = await findUserByCode(db, userCode);
  return {
    name: user ? displayName(user) : '',
    phone: user?.phone ?? '',
    licenseNumber: user?.license_number ?? '',
    branchName: user?.branch_name ?? '',
  };
}
