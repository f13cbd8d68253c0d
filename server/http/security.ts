import type { FastifyInstance } from 'fastify';
import { MESSAGING_SDK_URL } from '../../contract/growth/messagingSdk';

/**
 * The content security policy of the served storefront. antd-mobile sets inline styles, so
 * 'unsafe-inline' is allowed for styles only; scripts come from the app's own origin plus exactly
 * the messaging JS-SDK file (a CSP source with a path matches that file only; the share card loads
 * it inside the messaging app — contract/growth/messagingSdk.ts), and `inlineScripts`: the hashes
 * of the served index.html's own inline scripts (./inline-scripts.ts), no other inline script.
 * pdf.js runs a worker from a blob URL; images may be data:/blob: (QR codes, posters, captcha).
 */
export function contentSecurityPolicy(
  extraConnectSrc: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", MESSAGING_SDK_URL, ...inlineScripts].join(' '),
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

/** On every answer: a script, style or JSON is never run as another type. */
const EVERY_ANSWER: Record<string, string> = { 'x-content-type-options': 'nosniff' };

/** What governs a document or a worker: how it refers, who may frame it, what it may open and use. */
const DOCUMENT_HEADERS: Record<string, string> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=()',
};

/**
 * What the browser says it will do with the answer (the Fetch Metadata request header
 * `Sec-Fetch-Dest`) when that is to run it as a script, apply it as a style, draw it or read it
 * from code: never as a document or a worker, so the document headers and the CSP would do nothing.
 */
const SUBRESOURCE_DESTINATIONS = new Set(['script', 'style', 'image', 'font', 'empty', 'manifest']);

/** Types a browser may open as a document that runs script (HTML, SVG, XML) — whatever asked for them. */
const DOCUMENT_TYPES = /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|(text|application)\/xml)\b/i;

/**
 * Whether an answer gets the document headers and the CSP: unless the request says it is for a
 * subresource and the answer is no type a browser runs as a document. A request without the
 * header (an older browser, a script) gets them all.
 *
 * They are about 600 bytes, and over HTTP/1.1 a header is sent whole on every answer: an insure
 * page's first load fetches two dozen scripts, styles and JSON files, and sent 11.8 KB of headers
 * that did nothing (178.2 → 166.4 KB on the wire, all answers, from Chromium's network log).
 */
function governsADocument(destination: string | string[] | undefined, contentType: unknown): boolean {
  if (typeof destination !== 'string' || !SUBRESOURCE_DESTINATIONS.has(destination)) return true;
  return typeof contentType === 'string' && DOCUMENT_TYPES.test(contentType);
}

/** Scripts: one may be a worker (pdf.js's), which takes its CSP from its own answer. */
const SCRIPT_TYPES = /^(text|application)\/javascript\b/i;

/**
 * Security headers on every answer; the document headers and the CSP on every answer that may be
 * a document or a worker (governsADocument), the CSP unless it set its own (a service page may).
 * `extraConnectSrc`: origins the app may call besides the gateway (e.g. a maps API).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: readonly string[] = [],
  inlineScripts: () => readonly string[] = () => [],
): void {
  let policy = contentSecurityPolicy(extraConnectSrc);
  let policyFor: readonly string[] = [];
  /** The policy for the index.html being served now (rebuilt when its inline scripts change). */
  const currentPolicy = () => {
    const sources = inlineScripts();
    if (sources !== policyFor) {
      policy = contentSecurityPolicy(extraConnectSrc, sources);
      policyFor = sources;
    }
    return policy;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const set = (headers: Record<string, string>) => {
      for (const [name, value] of Object.entries(headers))
        if (!reply.hasHeader(name)) reply.header(name, value);
    };
    set(EVERY_ANSWER);
    const contentType = reply.getHeader('content-type');
    // A script's headers differ by what it was fetched as: a cache must not hand a worker the
    // answer a <script> got (that one has no CSP).
    if (typeof contentType === 'string' && SCRIPT_TYPES.test(contentType))
      reply.header('vary', varyOn(reply.getHeader('vary')));
    if (!governsADocument(request.headers['sec-fetch-dest'], contentType)) return payload;
    set(DOCUMENT_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', currentPolicy());
    return payload;
  });
}

/** A Vary header with Sec-Fetch-Dest added to what the answer already varies on. */
function varyOn(existing: unknown): string {
  const list = typeof existing === 'string' && existing ? existing.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === 'sec-fetch-dest')) list.push('Sec-Fetch-Dest');
  return list.join(', ');
}
