import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as face from '../../../contract/op-log/validateFace';
import * as idCheck from '../../../contract/op-log/validateId';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { parseWith } from '../../http/validate';
import { localeOf, msg } from '../../domain/gateway/locale';
import { isInAppPath } from '../../providers/face/provider';
import { SANDBOX } from '../../providers/business-providers';
import { registerSandboxFacePage } from './sandbox-face';
import { maskId, validateIdCard } from '../../../engine/validators';

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

/** op-log validate/id and validate/face, and (sandbox provider only) the face-check page that calls back to /CertificationResult. */
export async function registerIdentity(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  const record = async (
    userCode: string,
    kind: 'id' | 'face',
    p: z.infer<typeof face.payload>,
    status: string,
  ) => {
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
    return ok<idCheck.ResponseData>({
      checkId,
      passed: result.ok,
      idNoMasked: maskId(p.idNo),
      message: result.ok ? '' : result.message,
    });
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

  // The sandbox face page exists only while the sandbox face provider is chosen (never in production).
  if (ctx.face.name === SANDBOX) await registerSandboxFacePage(app, ctx);
}
