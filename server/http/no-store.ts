/**
 * API answers are not for caches: an answer to a logged-in caller carries personal data (names, ID
 * and phone numbers, policies), and a shared proxy or the browser's disk cache must not keep it.
 * Every /_gw answer that did not choose its own caching (area lists are public for a day, the
 * caller's own files private for an hour) goes out with `Cache-Control: no-store`.
 */
import type { FastifyInstance } from 'fastify';

export function installNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/_gw') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
