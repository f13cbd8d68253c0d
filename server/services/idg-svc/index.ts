import type { FastifyInstance } from 'fastify';
import * as resubToken from '../../../contract/idg-svc/resubToken';
import * as idg3 from '../../../contract/idg-svc/idg3';
import type { PlatformContext } from '../../accounts/context';
import { randomInt } from 'node:crypto';
import { optionalUser, requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { issueResubToken } from '../../http/resub';
import { gw } from '../paths';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** Random digits after the time stamp: 18 decimal digits (~60 bits), so a serial cannot be guessed from another. */
const RANDOM_DIGITS = 18;

const randomDigits = (n: number): string => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/**
 * 'SN' + China-time yyyyMMddHHmmss + 18 random digits. The time keeps serials readable and sorted by
 * day; the randomness makes them unguessable (they were a database sequence: a victim's serial could
 * be guessed and written under). Unique: stored in growth_flow_serials, drawn again if taken.
 */
export function serialNumber(now: Date, random = randomDigits(RANDOM_DIGITS)): string {
  const stamp = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
  return `SN${stamp}${random}`;
}

/** idg-svc: one-time resubmission tokens and serial numbers. */
export function registerIdgSvc(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  app.get(gw(resubToken.path), async (request) => {
    const user = await requireUser(request);
    return ok(await issueResubToken(db, user.userCode, clock.now()));
  });

  /** The serial is recorded with the caller: its sales flow (op-log writes under it) belongs to them. */
  app.get(gw(idg3.path), async (request) => {
    const user = await optionalUser(request);
    for (;;) {
      const now = clock.now();
      const serial = serialNumber(now);
      const stored = await db.query(
        'INSERT INTO growth_flow_serials (serial_no, user_code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING serial_no',
        [serial, user?.userCode ?? null, now],
      );
      if (stored.length > 0) return ok(serial);
    }
  });
}
