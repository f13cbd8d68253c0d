import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../accounts/context';
import { registerCaptchaRoutes } from './captcha-routes';
import { registerSmsRoutes } from './sms-routes';
import { registerLoginRoutes } from './login-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerIdentityRoutes } from './identity-routes';
import { registerAreaRoutes } from './area-routes';
import { registerFileRoutes } from './file-routes';

/** user-svc: captcha, SMS codes, registration and login, passwords, profile, identity, staff lookup, areas and branches, files. */
export async function registerUserSvc(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  registerCaptchaRoutes(app, ctx);
  registerSmsRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerAreaRoutes(app, ctx);
  await registerFileRoutes(app, ctx);
}
