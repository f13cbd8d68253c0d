/**
 * The /pdf page's `url` query: Base64 of the file's URL. Only same-origin or gateway http(s)
 * URLs are loaded; anything else (another site, javascript:, data:, bad Base64) is refused.
 */
export type PdfUrlResult =
  { ok: true; url: string } | { ok: false; reason: 'missing' | 'badEncoding' | 'notAllowed' };

export function decodeBase64Utf8(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function resolvePdfUrl(encoded: string | null, origin: string, gatewayPrefix: string): PdfUrlResult {
  if (!encoded) return { ok: false, reason: 'missing' };
  const decoded = decodeBase64Utf8(encoded);
  if (decoded === null || decoded.trim() === '') return { ok: false, reason: 'badEncoding' };
  let target: URL;
  let gateway: URL;
  try {
    target = new URL(decoded, origin);
    gateway = new URL(gatewayPrefix.endsWith('/') ? gatewayPrefix : `${gatewayPrefix}/`, origin);
  } catch {
    return { ok: false, reason: 'badEncoding' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { ok: false, reason: 'notAllowed' };
  if (target.username || target.password) return { ok: false, reason: 'notAllowed' };
  const sameOrigin = target.origin === new URL(origin).origin;
  const underGateway = target.origin === gateway.origin && target.pathname.startsWith(gateway.pathname);
  return sameOrigin || underGateway ? { ok: true, url: target.href } : { ok: false, reason: 'notAllowed' };
}
