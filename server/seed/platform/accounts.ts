import type { Db } from '../../db/types';
import { hashPassword } from '../../accounts/passwords';

/**
 * The demo accounts (printed by `npm start`). Fixed user codes so browser tests and docs can name
 * them. The parent's identity is verified (name + a checksum-valid ID number).
 */
export const DEMO_ACCOUNTS = {
  parent: { phone: '13800138000', password: 'Edu@2026pass', userCode: 'U20260000001', name: '张丽' },
  staff: { phone: '13900139000', password: 'Edu@2026staff', userCode: 'U20260000002', name: '王建华' },
  secondParent: { phone: '13700137000', password: 'Edu@2026pass', userCode: 'U20260000003', name: '王丽华' },
} as const;

/** Staff/promoter attributes of the demo staff member (spec §3 User, §9 branch defaults). */
export const DEMO_STAFF = {
  employeeNum: 'JT0000E0001',
  licenseNumber: '202611000000800001',
  branchCode: 'JT0000',
  branchName: '本部',
} as const;

const PARENT_ID = { number: '370811198803150022', birthday: '1988-03-15', sex: '1' } as const;

/** Inserts the demo accounts; an account whose phone exists is left as it is (idempotent). */
export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  const { parent, staff, secondParent } = DEMO_ACCOUNTS;
  const insert = async (values: Record<string, unknown>) => {
    const columns = Object.keys(values);
    await db.query(
      `INSERT INTO users (${columns.join(', ')}, created_at, updated_at)
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1}, $${columns.length + 1})
       ON CONFLICT DO NOTHING`,
      [...Object.values(values), now],
    );
  };
  await insert({
    user_code: staff.userCode,
    phone: staff.phone,
    password_hash: await hashPassword(staff.password),
    actual_name: staff.name,
    is_staff: true,
    staff_name: staff.name,
    employee_num: DEMO_STAFF.employeeNum,
    license_number: DEMO_STAFF.licenseNumber,
    branch_code: DEMO_STAFF.branchCode,
    branch_name: DEMO_STAFF.branchName,
    // A staff member's own links carry their own promoter code (spec §6).
    manager_user_code: staff.userCode,
    manager_name: staff.name,
  });
  await insert({
    user_code: parent.userCode,
    phone: parent.phone,
    password_hash: await hashPassword(parent.password),
    actual_name: parent.name,
    id_type: '0',
    id_number: PARENT_ID.number,
    date_of_birth: PARENT_ID.birthday,
    sex: PARENT_ID.sex,
    identity_verified_at: now,
    contact_address: '山东省济宁市任城区太白湖路 18 号',
    manager_user_code: staff.userCode,
    manager_name: staff.name,
  });
  await insert({
    user_code: secondParent.userCode,
    phone: secondParent.phone,
    password_hash: await hashPassword(secondParent.password),
    actual_name: secondParent.name,
  });
}
