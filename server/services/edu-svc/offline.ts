import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as verify from '../../../contract/edu-svc/offlineVerifyInsuredCardNo';
import * as update from '../../../contract/edu-svc/offlineUpdateOfflineInsInfo';
import * as status from '../../../contract/edu-svc/offlineUpdateInsStatus';
import * as reset from '../../../contract/edu-svc/offlineResetStatus';
import type { OfflineInsInfo, InsStatus } from '../../../contract/edu-svc/offlineShapes';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { clientIp, RateLimiter } from '../../http/rate-limit';
import { maskId, validateIdCard, validateMobile, validateName } from '../../../engine/validators';

interface OfflineRow {
  record_no: string;
  product_code: string;
  school_name: string;
  grade: string;
  class_name: string;
  insured_name: string;
  card_type: string;
  card_no: string;
  birthday: Date | string;
  sex: string;
  holder_name: string | null;
  holder_phone: string | null;
  relation_type: string | null;
  ins_status: string;
  owner_user_code: string | null;
  verified_at: Date | null;
  confirmed_at: Date | null;
}

const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : formatChinaTime(d).slice(0, 10));
const time = (d: Date | null) => (d ? formatChinaTime(new Date(d)) : null);

const view = (r: OfflineRow): OfflineInsInfo => ({
  recordNo: r.record_no,
  productCode: r.product_code,
  insStatus: r.ins_status as InsStatus,
  insuredName: r.insured_name,
  insuredCardType: r.card_type,
  insuredCardNoMasked: maskId(r.card_no),
  birthday: day(r.birthday),
  sex: r.sex === '1' ? '1' : '0',
  schoolName: r.school_name,
  grade: r.grade,
  className: r.class_name,
  holderName: r.holder_name,
  holderPhone: r.holder_phone,
  relationType: r.relation_type,
  verifiedAt: time(r.verified_at),
  confirmedAt: time(r.confirmed_at),
});

const badInput = (message: string) => new ApiError(Codes.badInput, message, 400);

/**
 * Failed card-number checks per user and per address per hour. A child's name is known around it
 * and a birthday and district leave some 500 valid ID numbers: unlimited, the check would find the
 * number and claim the record for good. 5 allow a typo or two; 20 per address let the parents of a
 * school on one network check their children.
 */
const FAILURES_PER_USER = 5;
const FAILURES_PER_IP = 20;
const FAILURE_WINDOW_MS = 60 * 60_000;

/**
 * edu-svc offline school channel (spec §7; design in docs/offline-channel.md): the insured
 * card-number check, the information update, the confirmation and its reset. Every record call is
 * scoped to the record's owner — the parent who claimed it; anybody else gets the same 4040 as for an
 * unknown record (HTTP 200: an HTTP 404 would clear the app's storage, spec §8).
 */
export async function registerOffline(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;
  const limiter = (limit: number) =>
    new RateLimiter(db, clock, limit, FAILURE_WINDOW_MS, 'offline.gw.tooManyChecks');
  const failuresPerUser = limiter(FAILURES_PER_USER);
  const failuresPerIp = limiter(FAILURES_PER_IP);

  const owned = async (request: FastifyRequest, recordNo: string, userCode: string): Promise<OfflineRow> => {
    const row = await db.one<OfflineRow>(
      'SELECT * FROM biz_offline_insured WHERE record_no = $1 AND owner_user_code = $2',
      [recordNo, userCode],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'offline.gw.notFound'));
    return row;
  };

  app.get(verify.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(verify.request, request, 'query');
    const id = validateIdCard(q.insuredCardNo, 'insured', { locale: localeOf(request), today: clock.now() });
    if (!id.ok) throw badInput(`insuredCardNo: ${id.message}`);
    if (!ctx.products.get(q.productCode))
      throw badInput(`productCode: ${msg(request, 'gw.biz.productUnknown', { productCode: q.productCode })}`);
    // Every check counts as a failure before the roster is searched, so simultaneous guesses cannot
    // overrun a limit; a match gives its counts back. The user's first: a user refused for the
    // address's failures is not charged, and a locked user's tries do not use up the address's.
    const mine = await failuresPerUser.hit(request, `offline-fail:${user.userCode}`);
    const ours = await failuresPerIp
      .hit(request, `offline-fail-ip:${clientIp(request)}`)
      .catch(async (error: unknown) => {
        await failuresPerUser.undo(mine);
        throw error;
      });
    const now = clock.now();
    // Claim in one statement: an unclaimed record matching name + number becomes the caller's.
    const rows = await db.query<OfflineRow>(
      `UPDATE biz_offline_insured
          SET owner_user_code = $4, ins_status = CASE WHEN ins_status = '0' THEN '1' ELSE ins_status END,
              verified_at = COALESCE(verified_at, $5), updated_at = $5
        WHERE product_code = $1 AND card_no = $2 AND insured_name = $3 AND (owner_user_code IS NULL OR owner_user_code = $4)
        RETURNING *`,
      [q.productCode, id.normalized, q.insuredName, user.userCode, now],
    );
    const row = rows[0];
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'offline.gw.notFound'));
    await Promise.all([failuresPerUser.undo(mine), failuresPerIp.undo(ours)]);
    return ok(view(row));
  });

  app.post(update.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(update.request, request, 'body');
    const locale = localeOf(request);
    const name = validateName(body.holderName, { locale });
    if (!name.ok) throw badInput(`holderName: ${name.message}`);
    const phone = validateMobile(body.holderPhone, { locale });
    if (!phone.ok) throw badInput(`holderPhone: ${phone.message}`);
    const row = await owned(request, body.recordNo, user.userCode);
    if (row.ins_status !== '1') throw badInput(`recordNo: ${msg(request, 'offline.gw.notEditable')}`);
    const updated = await db.one<OfflineRow>(
      `UPDATE biz_offline_insured SET holder_name = $3, holder_phone = $4, relation_type = $5, grade = $6, class_name = $7, updated_at = $8
        WHERE record_no = $1 AND owner_user_code = $2 AND ins_status = '1' RETURNING *`,
      [
        body.recordNo,
        user.userCode,
        body.holderName,
        body.holderPhone,
        body.relationType,
        body.grade,
        body.className,
        clock.now(),
      ],
    );
    if (!updated) throw badInput(`recordNo: ${msg(request, 'offline.gw.notEditable')}`);
    return ok(view(updated), msg(request, 'offline.saved'));
  });

  app.get(status.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(status.request, request, 'query');
    const row = await owned(request, q.recordNo, user.userCode);
    if (row.ins_status === '2') return ok(view(row), msg(request, 'offline.confirmed'));
    const missing = [
      ['holderName', row.holder_name, 'offline.holderName'],
      ['holderPhone', row.holder_phone, 'offline.holderPhone'],
      ['relationType', row.relation_type, 'offline.relation'],
    ] as const;
    for (const [field, value, label] of missing) {
      if (!value)
        throw badInput(`${field}: ${msg(request, 'offline.gw.missing', { field: msg(request, label) })}`);
    }
    // The app sends an unverified parent to /identityVerify first; the gateway holds the same rule.
    if (
      ctx.products.get(row.product_code)?.offlineChannel?.identityRequired &&
      !(await identityAndFaceVerified(db, user.userCode))
    ) {
      throw new ApiError(Codes.forbidden, msg(request, 'offline.gw.identityRequired'), 403);
    }
    const now = clock.now();
    const updated = await db.one<OfflineRow>(
      `UPDATE biz_offline_insured SET ins_status = '2', confirmed_at = $3, updated_at = $3
        WHERE record_no = $1 AND owner_user_code = $2 AND ins_status = '1' RETURNING *`,
      [q.recordNo, user.userCode, now],
    );
    if (!updated) throw badInput(`recordNo: ${msg(request, 'offline.gw.notVerified')}`);
    return ok(view(updated), msg(request, 'offline.confirmed'));
  });

  app.get(reset.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { recordNo } = parseRequest(reset.params, request, 'params');
    await owned(request, recordNo, user.userCode);
    const updated = await db.one<OfflineRow>(
      `UPDATE biz_offline_insured SET ins_status = '1', confirmed_at = NULL, updated_at = $3
        WHERE record_no = $1 AND owner_user_code = $2 RETURNING *`,
      [recordNo, user.userCode, clock.now()],
    );
    if (!updated) throw new ApiError(Codes.notFound, msg(request, 'offline.gw.notFound'));
    return ok(view(updated), msg(request, 'offline.resetDone'));
  });
}

/** Identity (name + ID) and face both verified — what /CertificationResult reports as 认证成功. */
async function identityAndFaceVerified(db: BizContext['deps']['db'], userCode: string): Promise<boolean> {
  const row = await db.one<{ ok: boolean }>(
    'SELECT (identity_verified_at IS NOT NULL AND face_verified_at IS NOT NULL) AS ok FROM users WHERE user_code = $1',
    [userCode],
  );
  return row?.ok ?? false;
}
