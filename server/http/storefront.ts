import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built storefront (vite's dist/) at /. index.html is revalidated on every load so a
 * new build shows at once; hashed assets are cached for a year. Nothing is served when the
 * directory has no index.html yet (the API still runs).
 */
export async function serveStorefront(app: FastifyInstance, dir: string): Promise<boolean> {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    // vite writes .br/.gz beside each asset at build time; they are sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath) && !filePath.endsWith('.html');
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers brotli, gzip or plain by Accept-Encoding: a shared cache (a
      // brokerage's proxy or CDN) must keep them apart, or hand brotli to a client that cannot read it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return true;
}
