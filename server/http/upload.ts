import type { FastifyRequest } from 'fastify';
import { msg } from '../domain/gateway/locale';
import { ApiError, Codes } from './envelope';

/**
 * The bytes of an uploaded file part. A file over the route's multipart limit (`limitBytes`, the
 * one registered with @fastify/multipart) answers 413, naming the limit in the caller's language.
 */
export function uploadedBytes(
  request: FastifyRequest,
  part: { toBuffer(): Promise<Buffer> },
  limitBytes: number,
): Promise<Buffer> {
  return part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.platform.uploadTooLarge', { mb: limitBytes / 1024 / 1024 }),
        413,
      );
    throw error;
  });
}
