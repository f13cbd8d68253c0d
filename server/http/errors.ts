import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Codes } from './envelope';
import { msg } from '../domain/gateway/locale';
import { isFirstScreenPath } from '../../contract/first-screen';
import { isCardPath } from '../../contract/product-card';

/**
 * Every failure leaves the gateway as an envelope `{ code, msg }` with a meaningful HTTP status:
 * ApiError as thrown; Fastify's own input errors (bad JSON, body too large, wrong content type)
 * as 400/413/415 with a catalogue message; unknown routes 404. An unexpected error is logged with
 * its stack and answered 500 with a generic message — never the stack itself.
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return send(reply, error.httpStatus, error.code, error.message);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return send(
        reply,
        413,
        Codes.badInput,
        msg(request, 'gw.platform.bodyTooLarge', { limit: Math.round(bodyLimit / 1024) }),
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(reply, 415, Codes.badInput, msg(request, 'gw.platform.unsupportedMedia'));
    }
    if (isJsonSyntaxError(error)) {
      return send(reply, 400, Codes.badInput, msg(request, 'gw.platform.badJson'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's remaining client errors (e.g. bad content-length, an empty JSON body) carry a plain message.
      return send(reply, status, Codes.badInput, error.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, '5000', msg(request, 'gw.platform.internal'));
  });

  // A record that is missing or not the caller's is a business answer to the app's API client: code
  // 4040 with HTTP 200. The app (spec §8) clears its storage — logs the user out — on HTTP 404, which
  // must mean only "no such route". Files fetched directly (PDFs, images: no JSON Accept) keep 404.
  // A hook rather than the error handler, so idempotent replays of stored answers follow it too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode === 404 &&
      !request.is404 &&
      (request.headers.accept ?? '').includes('application/json')
    )
      reply.code(200);
    return payload;
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // The boot script asks for a product route's prerendered first screen on every one-segment path
    // (scripts/build/route-preload.ts) without a list of which exist — such a list would grow the
    // entry with the catalogue. A path with none is "nothing to show" (204), not a 404 in the console.
    // So is a product code with no card (src/products/product-files.ts): the app reads it as "no such product".
    if (request.method === 'GET' && (isFirstScreenPath(path) || isCardPath(path)))
      return reply.code(204).header('cache-control', 'no-cache').send();
    return send(reply, 404, Codes.notFound, msg(request, 'gw.platform.notFound', { path }));
  });
}

function isJsonSyntaxError(error: FastifyError): boolean {
  return (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  );
}

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, msg: message });
}
