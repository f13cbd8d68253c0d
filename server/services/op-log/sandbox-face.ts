import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, Codes } from '../../http/envelope';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { pageLocale } from '../../domain/gateway/locale';
import { facePage } from '../../providers/face/page';

const FACE_PAGE = '/op-log/sandbox/face/:checkId';
const pageParams = z.object({ checkId: z.string().uuid() });
const resultParams = pageParams.extend({ result: z.enum(['pass', 'fail']) });

/**
 * The sandbox face provider's page, served by the gateway: the tester passes or fails the check.
 * Registered only while FACE_PROVIDER is the sandbox (never with NODE_ENV=production): without it
 * these URLs are 404 and no face check can be passed by a button.
 */
export async function registerSandboxFacePage(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;
  app.get(FACE_PAGE, async (request, reply) => {
    const { checkId } = parseRequest(pageParams, request, 'params');
    const row = await db.one<{ name: string; id_no_masked: string; status: string }>(
      'SELECT * FROM biz_identity_checks WHERE check_id = $1',
      [checkId],
    );
    if (!row) throw new ApiError(Codes.notFound, 'checkId', 404);
    const html = facePage({
      actionBase: `/_gw/op-log/sandbox/face/${checkId}`,
      name: row.name,
      idNo: row.id_no_masked,
      open: row.status === 'PENDING',
      locale: pageLocale(request),
    });
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
    return reply.redirect(
      `${originOf(request, ctx.deps)}/#${path}${path.includes('?') ? '&' : '?'}${query.toString()}`,
      303,
    );
  });
}
