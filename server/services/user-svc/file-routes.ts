import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import * as uploadFile from '../../../contract/user-svc/uploadFile';
import * as queryDocuments from '../../../contract/user-svc/queryDocuments';
import type { PlatformContext } from '../../accounts/context';
import { safeFileName, sniffMime } from '../../accounts/files';
import { requireUser } from '../../http/auth';
import { ApiError, Codes, ok } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';
import { uploadedBytes } from '../../http/upload';
import { parseParams, parseQuery } from '../../http/validate';
import { gw } from '../paths';

interface FileRow {
  id: string;
  file_name: string;
  mime_type: string;
  size: number;
  created_at: Date;
}

const toUploaded = (row: FileRow): uploadFile.Uploaded => ({
  fileId: row.id,
  fileName: row.file_name,
  fileUrl: uploadFile.fileUrl(row.id),
  mimeType: row.mime_type,
  size: row.size,
  createTime: row.created_at.toISOString(),
});

const fileParams = z.object({ fileId: z.string().regex(/^[\w-]{8,64}$/) });

/** api/file upload, reading a file back (owner only) and the list of one's documents. */
export async function registerFileRoutes(root: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // Multipart parsing only in this scope: other services keep JSON-only bodies (and may add their own).
  await root.register(async (app) => {
    await app.register(multipart, {
      limits: { fileSize: uploadFile.MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 },
    });
    fileRoutes(app, ctx);
  });
}

function fileRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, clock } = ctx.deps;

  app.post(gw(uploadFile.path), async (request) => {
    const user = await requireUser(request);
    if (!request.isMultipart())
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.uploadMissing'), 400);
    const part = await request.file();
    if (!part || part.fieldname !== uploadFile.FILE_FIELD)
      throw new ApiError(Codes.badInput, msg(request, 'gw.platform.uploadMissing'), 400);
    const content = await uploadedBytes(request, part, uploadFile.MAX_FILE_BYTES);
    const mime = sniffMime(content);
    if (!mime) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.uploadType'), 415);
    const row = await db.one<FileRow>(
      `INSERT INTO user_files (id, user_id, file_name, mime_type, size, content, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, file_name, mime_type, size, created_at`,
      [
        randomBytes(12).toString('base64url'),
        Number(user.userId),
        safeFileName(part.filename),
        mime,
        content.length,
        content,
        clock.now(),
      ],
    );
    if (!row) throw new Error('file insert returned nothing');
    return ok(toUploaded(row), msg(request, 'gw.platform.uploaded'));
  });

  app.get(gw(`${uploadFile.path}/:fileId`), async (request, reply) => {
    const user = await requireUser(request);
    const { fileId } = parseParams(fileParams, request);
    const row = await db.one<FileRow & { content: Uint8Array }>(
      'SELECT * FROM user_files WHERE id = $1 AND user_id = $2',
      [fileId, Number(user.userId)],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.platform.fileNotFound'));
    return reply
      .type(row.mime_type)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('cache-control', 'private, max-age=3600')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      )
      .send(Buffer.from(row.content));
  });

  app.get(gw(queryDocuments.path), async (request) => {
    const user = await requireUser(request);
    const { userCode } = parseQuery(queryDocuments.request, request);
    if (userCode !== user.userCode)
      throw new ApiError(Codes.notFound, msg(request, 'gw.platform.userNotFound'));
    const rows = await db.query<FileRow>(
      'SELECT id, file_name, mime_type, size, created_at FROM user_files WHERE user_id = $1 ORDER BY created_at DESC, id',
      [Number(user.userId)],
    );
    return ok({ list: rows.map(toUploaded) });
  });
}
