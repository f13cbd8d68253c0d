import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as face from '../../../contract/op-log/validateFace';
import * as idCheck from '../../../contract/op-log/validateId';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { parseWith } from '../../http/validate';
import { localeOf, msg, pageLocale } from '../../domain/gateway/locale';
import { isInAppPath } from '../../providers/face/provider';
import { facePage } from '../../providers/face/page';
import { maskId, validateIdCard } from '../../../engine/validators';

const FACE_PAGE = '/op-log/sandbox/face/:checkId';
const pageParams = z.object({ checkId: z.string().uuid() });
const resultParams = pageParams.extend({ result: z.enum(['pass', 'fail']) });

/** The app obfuscates the identity payload as base64 of its JSON. */
function decodePayload(request: FastifyRequest): z.infer<typeof face.payload> {
  const { data } = parseRequest(face.request, request, 'body');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw new ApiError(Codes.badInput, 'data: not base64 JSON', 400);
  }
  return parseWith(face.payload, json, request, 'data');
}

/** op-log validate/id and validate/face, and the sandbox face-check page that calls back to /CertificationResult. */
export async function registerIdentity(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  const record = async (userCode: string, kind: 'id' | 'face', p: z.infer<typeof face.payload>, status: string) => {
    const checkId = randomUUID();
    await db.query(
      `INSERT INTO biz_identity_checks (check_id, user_code, kind, name, id_no_masked, back_url, status, created_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'PENDING' THEN NULL ELSE $8::timestamptz END)`,
      [checkId, userCode, kind, p.name, maskId(p.idNo), p.backUrl, status, clock.now()],
    );
    return checkId;
  };

  app.post(idCheck.path, async (request) => {
    const user = await ctx.requireUser(request);
    const p = decodePayload(request);
    const result = validateIdCard(p.idNo, 'holder', { locale: localeOf(request), today: clock.now() });
    const checkId = await record(user.userCode, 'id', p, result.ok ? 'PASS' : 'FAIL');
    return ok<idCheck.ResponseData>({ checkId, passed: result.ok, idNoMasked: maskId(p.idNo), message: result.ok ? '' : result.message });
  });

  app.post(face.path, async (request) => {
    const user = await ctx.requireUser(request);
    const p = decodePayload(request);
    if (!isInAppPath(p.backUrl)) throw new ApiError(Codes.badInput, msg(request, 'gw.biz.backUrlBad'), 400);
    const id = validateIdCard(p.idNo, 'holder', { locale: localeOf(request), today: clock.now() });
    if (!id.ok) throw new ApiError(Codes.badInput, id.message, 400);
    const checkId = await record(user.userCode, 'face', p, 'PENDING');
    return ok<face.ResponseData>({ checkId, url: ctx.face.startUrl(checkId, originOf(request, ctx.deps)) });
  });

  app.get(FACE_PAGE, async (request, reply) => {
    const { checkId } = parseRequest(pageParams, request, 'params');
    const row = await db.one<{ name: string; id_no_masked: string; status: string }>('SELECT * FROM biz_identity_checks WHERE check_id = $1', [checkId]);
    if (!row) throw new ApiError(Codes.notFound, 'checkId', 404);
    const html = facePage({ actionBase: `/_gw/op-log/sandbox/face/${checkId}`, name: row.name, idNo: row.id_no_masked, open: row.status === 'PENDING', locale: pageLocale(request) });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(`${FACE_PAGE}/:result`, async (request, reply) => {
    const { checkId, result } = parseRequest(resultParams, request, 'params');
    const status = result === 'pass' ? 'PASS' : 'FAIL';
    const rows = await db.query<{ back_url: string; status: string }>(
      `UPDATE biz_identity_checks SET status = CASE WHEN status = 'PENDING' THEN $2 ELSE status END, finished_at = COALESCE(finished_at, $3)
        WHERE check_id = $1 AND kind = 'face' RETURNING back_url, status`,
      [checkId, status, clock.now()],
    );
    const row = rows[0];
    if (!row) throw new ApiError(Codes.notFound, 'checkId', 404);
    const path = row.back_url.startsWith('#') ? row.back_url.slice(1) : row.back_url;
    const query = new URLSearchParams({ checkId, result: row.status });
    return reply.redirect(`${originOf(request, ctx.deps)}/#${path}${path.includes('?') ? '&' : '?'}${query.toString()}`, 303);
  });
}
