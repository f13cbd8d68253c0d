import type { Db } from '../../db/types';

/** Whether idg-svc issued this serial to this user (growth_flow_serials): whose sales flow it is. */
export async function serialIssuedTo(db: Db, serialNo: string, userCode: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 AS owned FROM growth_flow_serials WHERE serial_no = $1 AND user_code = $2',
    [serialNo, userCode],
  );
  return rows.length > 0;
}

/**
 * The serial an order is filed under (its idempotentSerialNo): the sale's recording and tracking
 * records are read back under it for the staff replay (docs/sales-record.md). The server keeps only
 * a serial idg-svc issued to the buyer; any other (made up, or another account's) is not stored, so
 * an order never claims a trail its buyer did not write.
 */
export async function buyersSerial(
  db: Db,
  serialNo: string | undefined,
  userCode: string,
): Promise<string | null> {
  const serial = serialNo?.trim();
  return serial && (await serialIssuedTo(db, serial, userCode)) ? serial : null;
}
