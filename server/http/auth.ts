import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Codes } from './envelope';
import { headerOf } from './validate';
import { msg } from '../domain/gateway/locale';

/** The logged-in caller. `userId` is the database id as a string; `sessionId` names the login. */
export interface AuthUser {
  userCode: string;
  userId: string;
  phone: string;
  isStaff: boolean;
  sessionId: string;
}

/** Turns an access token into its user, or null (invalid, expired, session revoked). */
export interface Authenticator {
  authenticate(accessToken: string): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}

/** Called once by the platform when the app is built. */
export function installAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
}

/** The access token of the `Authorization` header (the raw token, or `Bearer <token>`); '' if none. */
export function accessTokenOf(request: FastifyRequest): string {
  return headerOf(request, 'authorization').replace(/^Bearer\s+/i, '');
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** The caller if a valid token came with the request, else null (public calls that personalise). */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let user = resolved.get(request);
  if (!user) {
    const token = accessTokenOf(request);
    user = token ? request.server.authenticator.authenticate(token) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}

/** The caller, or ApiError('406', '请先登录') — the code that sends the app to login (spec §8). */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(request);
  if (!user) throw new ApiError(Codes.login, msg(request, 'gw.platform.loginRequired'));
  return user;
}

/** A logged-in staff member (promoter endpoints), else 406 (not logged in) or 4030 / HTTP 403. */
export async function requireStaff(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.isStaff) throw new ApiError(Codes.forbidden, msg(request, 'gw.platform.staffOnly'), 403);
  return user;
}
