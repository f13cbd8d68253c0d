import type { FastifyInstance } from 'fastify';
import { decompressSync } from 'fflate';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as opIns from '../../../contract/op-log/opIns';
import * as rawJson from '../../../contract/op-log/rawJson';
import * as ver from '../../../contract/op-log/ver';
import { createHash } from 'node:crypto';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { registerIdentity } from './identity';
import { flowGuard } from './flow-guard';

/** How many events a recording holds: its JSON is an array of events, or an object with `events`. */
function countEvents(bytes: Uint8Array): number {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(decompressSync(bytes)));
    if (Array.isArray(parsed)) return parsed.length;
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { events?: unknown }).events))
      return (parsed as { events: unknown[] }).events.length;
    return 0;
  } catch {
    return -1;
  }
}

/** op-log: tracking records, compressed session recordings (linked to orders by serial number), identity checks. */
export async function registerOpLog(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;
  const guard = flowGuard(ctx);

  app.post(opIns.path, async (request) => {
    const r = parseRequest(opIns.request, request, 'body');
    const user = await guard.tracking(request, r.serialNo || undefined);
    const rows = await db.query<{ id: string | number }>(
      `INSERT INTO biz_op_logs (kind, serial_no, user_code, op_name, op_node, op_detail, record, created_at)
       VALUES ('op', $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        r.serialNo || null,
        user?.userCode ?? null,
        r.opName,
        r.opNode,
        r.opDetail,
        JSON.stringify(r),
        clock.now(),
      ],
    );
    return ok({ id: Number(rows[0]!.id) });
  });

  app.post(rawJson.path, { bodyLimit: 3 * 1024 * 1024 }, async (request) => {
    const r = parseRequest(rawJson.request, request, 'body');
    const bytes = Buffer.from(r.content, 'base64');
    const events = countEvents(bytes);
    if (events < 0) throw new ApiError(Codes.badInput, 'content: not a compressed JSON recording', 400);
    const user = await guard.recording(request, r.serialNo, bytes.length);
    const rows = await db.query<{ id: string | number }>(
      `INSERT INTO biz_op_logs (kind, serial_no, user_code, op_name, record, content, created_at)
       VALUES ('raw', $1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        r.serialNo,
        user.userCode,
        r.name,
        JSON.stringify({ startTime: r.startTime, events }),
        bytes,
        clock.now(),
      ],
    );
    return ok({ id: Number(rows[0]!.id), bytes: bytes.length, events });
  });

  // The catalogue's version: a hash over every product's manifest version, so a tracking record names what the buyer saw.
  const products = ctx.products.list();
  const catalogueVersion = createHash('sha256')
    .update(
      products
        .map((p) => `${p.productCode}:${p.manifestVersion}`)
        .sort()
        .join('|'),
    )
    .digest('hex')
    .slice(0, 16);
  app.get(ver.path, async (request) => {
    const { x } = parseRequest(ver.params, request, 'params');
    return ok<ver.ResponseData>({ ver: catalogueVersion, verId: x, products: products.length });
  });

  await registerIdentity(app, ctx);
}
