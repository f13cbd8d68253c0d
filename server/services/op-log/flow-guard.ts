import type { FastifyRequest } from 'fastify';
import type { BizContext, BizUser } from '../../domain/gateway/context';
import { msg } from '../../domain/gateway/locale';
import { ApiError, Codes } from '../../http/envelope';
import { clientIp, RateLimiter } from '../../http/rate-limit';
import { serialIssuedTo } from '../../domain/orders/sale-serial';

const MINUTE = 60_000;
/** Recording parts and bytes one sales flow (one serial) may upload: a long flow sends a few 2 MB parts. */
export const FLOW_RAW_PARTS = 30;
export const FLOW_RAW_BYTES = 30 * 1024 * 1024;
/** Recording uploads per user per minute, tracking records per address per minute. */
const RAW_PER_USER_PER_MINUTE = 20;
const OPS_PER_IP_PER_MINUTE = 240;

/**
 * Who may write the sales-process record (docs/sales-record.md): a serial number belongs to the
 * logged-in user it was issued to (idg-svc idg3, table growth_flow_serials), and only that user's
 * flow writes under it — the record is the brokerage's compliance evidence, so nobody else may add
 * to it (anonymous writes keyed by a guessed serial used to reach the staff replay). Refusals are
 * HTTP 403 / code 4030, not 406, so the app's silent tracking calls never end a session.
 */
export function flowGuard(ctx: BizContext) {
  const { db, clock } = ctx.deps;
  const rawPerUser = new RateLimiter(db, clock, RAW_PER_USER_PER_MINUTE, MINUTE);
  const opsPerIp = new RateLimiter(db, clock, OPS_PER_IP_PER_MINUTE, MINUTE);
  const refuse = (request: FastifyRequest): never => {
    throw new ApiError(Codes.forbidden, msg(request, 'gw.biz.flowNotYours'), 403);
  };

  /** The caller, when the serial was issued to them; else 403. */
  const owner = async (request: FastifyRequest, serialNo: string): Promise<BizUser> => {
    const user = await ctx.optionalUser(request);
    if (!user) return refuse(request);
    return (await serialIssuedTo(db, serialNo, user.userCode)) ? user : refuse(request);
  };

  return {
    /** A tracking record: under a serial only by its owner; one without a serial links to no order. */
    async tracking(request: FastifyRequest, serialNo: string | undefined): Promise<BizUser | null> {
      await opsPerIp.hit(request, `oplog:${clientIp(request)}`);
      return serialNo ? owner(request, serialNo) : ctx.optionalUser(request);
    },

    /** A recording part: by the serial's owner, within the user's rate and the flow's quota (counted atomically). */
    async recording(request: FastifyRequest, serialNo: string, bytes: number): Promise<BizUser> {
      const user = await owner(request, serialNo);
      await rawPerUser.hit(request, `oplog-raw:${user.userCode}`);
      const counted = await db.query(
        `UPDATE growth_flow_serials SET raw_parts = raw_parts + 1, raw_bytes = raw_bytes + $2
          WHERE serial_no = $1 AND raw_parts < $3 AND raw_bytes + $2 <= $4 RETURNING serial_no`,
        [serialNo, bytes, FLOW_RAW_PARTS, FLOW_RAW_BYTES],
      );
      if (counted.length === 0)
        throw new ApiError(Codes.rateLimited, msg(request, 'gw.biz.flowQuotaUsed'), 429);
      return user;
    },
  };
}
