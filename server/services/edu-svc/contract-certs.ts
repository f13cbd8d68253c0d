import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as cert from '../../../contract/edu-svc/jzqCloudCertiPerInfo';
import * as getImg from '../../../contract/edu-svc/getImg';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { uploadedBytes } from '../../http/upload';
import { parseWith } from '../../http/validate';
import { msg } from '../../domain/gateway/locale';
import { sniffMime } from '../../accounts/files';
import { maskId } from '../../../engine/validators';
import { idNoOr400 } from './agreements';

/** What is wrong with the certificate image, named as the form's other fields' errors are. */
const badFile = (request: FastifyRequest, message: string, status: 400 | 415) =>
  new ApiError(Codes.badInput, msg(request, 'gw.biz.badField', { field: cert.FILE_FIELD, message }), status);

/** Only photos of an ID card: a PDF or GIF is not a certificate image. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * jzq/api/_bai/cloudCertiPerInfo (multipart: name, idNo, file) and api/get_img: the certificate
 * info a commission contract is signed with. Multipart parsing only in this scope.
 */
export async function registerContractCerts(root: FastifyInstance, ctx: BizContext): Promise<void> {
  await root.register(async (app) => {
    await app.register(multipart, {
      limits: { fileSize: cert.MAX_FILE_BYTES, files: 1, fields: 4, parts: 5 },
    });
    routes(app, ctx);
  });
}

function routes(app: FastifyInstance, ctx: BizContext): void {
  const { db, clock } = ctx.deps;

  app.post(cert.path, async (request) => {
    const user = await ctx.requireUser(request);
    if (!request.isMultipart()) throw badFile(request, msg(request, 'gw.platform.uploadMissing'), 400);
    const values: Record<string, string> = {};
    let content: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
      } else if (part.fieldname === cert.FILE_FIELD) {
        content = await uploadedBytes(request, part, cert.MAX_FILE_BYTES);
      } else {
        await part.toBuffer();
      }
    }
    const fields = parseWith(cert.fields, values, request, 'body');
    const idNo = idNoOr400(request, 'idNo', fields.idNo);
    if (!content || content.length === 0)
      throw badFile(request, msg(request, 'gw.platform.uploadMissing'), 400);
    const mime = sniffMime(content);
    if (!mime || !IMAGE_TYPES.has(mime)) throw badFile(request, msg(request, 'gw.platform.uploadType'), 415);
    const certId = randomBytes(12).toString('base64url');
    await db.query(
      'INSERT INTO biz_contract_certs (cert_id, user_code, name, id_no, mime_type, content, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
      [certId, user.userCode, fields.name, idNo, mime, content, clock.now()],
    );
    return ok<cert.ResponseData>({
      certId,
      name: fields.name,
      idNo: maskId(idNo),
      imgUrl: getImg.urlFor(certId),
    });
  });

  app.get(getImg.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { certId } = parseRequest(getImg.request, request, 'query');
    const row = await db.one<{ mime_type: string; content: Uint8Array }>(
      'SELECT mime_type, content FROM biz_contract_certs WHERE cert_id = $1 AND user_code = $2',
      [certId, user.userCode],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.certNotFound'), 404);
    return reply
      .type(row.mime_type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(row.content));
  });
}
