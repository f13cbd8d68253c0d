import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { createPlatformContext } from '../accounts/context';
import { sessionAuthenticator } from '../accounts/authenticator';
import { installAuthenticator } from '../http/auth';
import { registerUserSvc } from './user-svc';
import { registerAuthSvc } from './auth-svc';
import { registerIdgSvc } from './idg-svc';
import { registerMedPcApi } from './med-pc-api';
import { registerDevEndpoints } from './dev';

/** Platform services: user-svc, auth-svc, idg-svc, med-pc-api (+ development-only _dev). Each under /_gw/<service>. */
export async function registerPlatformServices(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = createPlatformContext(deps, app.log);
  installAuthenticator(app, sessionAuthenticator(deps.db, ctx.tokens, ctx.sessions));
  await registerUserSvc(app, ctx);
  registerAuthSvc(app, ctx);
  registerIdgSvc(app, ctx);
  registerMedPcApi(app, ctx);
  if (deps.config.env !== 'production') registerDevEndpoints(app, ctx);
}
