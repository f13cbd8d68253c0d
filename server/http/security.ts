import type { FastifyInstance } from 'fastify';
import { MESSAGING_SDK_URL } from '../../contract/growth/messagingSdk';

/**
 * The content security policy of the served storefront. antd-mobile sets inline styles, so
 * 'unsafe-inline' is allowed for styles only; scripts come from the app's own origin plus exactly
 * the messaging JS-SDK file (a CSP source with a path matches that file only; the share card loads
 * it inside the messaging app — contract/growth/messagingSdk.ts).
 * pdf.js runs a worker from a blob URL; images may be data:/blob: (QR codes, posters, captcha).
 */
export function contentSecurityPolicy(extraConnectSrc: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${MESSAGING_SDK_URL}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...extraConnectSrc].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=()',
};

/**
 * Security headers on every answer; the CSP on every answer that did not set its own (a service
 * page may). `extraConnectSrc`: origins the app may call besides the gateway (e.g. a maps API).
 */
export function installSecurityHeaders(app: FastifyInstance, extraConnectSrc: readonly string[] = []): void {
  const policy = contentSecurityPolicy(extraConnectSrc);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    return payload;
  });
}
