import type { FastifyInstance } from 'fastify';
import * as resubToken from '../../../contract/idg-svc/resubToken';
import * as idg3 from '../../../contract/idg-svc/idg3';
import type { PlatformContext } from '../../accounts/context';
import { requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { issueResubToken } from '../../http/resub';
import { gw } from '../paths';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** 'SN' + China-time yyyyMMddHHmmss + 8 digits of a database sequence: unique across processes. */
export function serialNumber(now: Date, sequence: number): string {
  const stamp = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
  return `SN${stamp}${String(sequence % 1e8).padStart(8, '0')}`;
}

/** idg-svc: one-time resubmission tokens and serial numbers. */
export function registerIdgSvc(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  app.get(gw(resubToken.path), async (request) => {
    const user = await requireUser(request);
    return ok(await issueResubToken(db, user.userCode, clock.now()));
  });

  app.get(gw(idg3.path), async () => {
    const row = await db.one<{ n: number }>("SELECT nextval('idg3_serial_seq') AS n");
    return ok(serialNumber(clock.now(), row?.n ?? 0));
  });
}
