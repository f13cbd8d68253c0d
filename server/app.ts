import Fastify, { type FastifyInstance } from 'fastify';
// The gateway answers in English too (Accept-Language, ?lang=en-US): its en-US strings load at start.
import '../engine/messages/gateway-messages'; // the gateway's own messages, with both catalogues
import type { AppDeps } from './deps';
import { registerPlatformServices } from './services/platform';
import { registerBusinessServices } from './services/business';
import { registerGrowthServices } from './growth';
import { installErrorHandling } from './http/errors';
import { installSecurityHeaders } from './http/security';
import { inlineScriptSources } from './http/inline-scripts';
import { installUnstorableTextCheck } from './http/unsafe-text';
import { installNoStoreForApi } from './http/no-store';
import { serveStorefront } from './http/storefront';

export const DEFAULT_BODY_LIMIT = 256 * 1024;

/**
 * Builds the gateway: the /_gw API and the built storefront. The pipeline every request goes
 * through: body limit (→ 413), JSON parsing (→ 400), security headers, the route (contract
 * validation → 400 naming the field), errors as envelopes, unknown routes → 404.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const bodyLimit = deps.config.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: deps.config.env === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    bodyLimit,
    trustProxy: deps.config.trustProxy ?? false,
    // Client-chosen request ids are not trusted; Fastify numbers them.
    requestIdHeader: false,
  });
  installErrorHandling(app, bodyLimit);
  installSecurityHeaders(
    app,
    deps.config.cspConnectSrc,
    deps.config.staticDir ? inlineScriptSources(deps.config.staticDir) : undefined,
  );
  installUnstorableTextCheck(app);
  installNoStoreForApi(app);
  await registerPlatformServices(app, deps);
  await registerBusinessServices(app, deps);
  await registerGrowthServices(app, deps);
  if (deps.config.staticDir) await serveStorefront(app, deps.config.staticDir);
  return app;
}
