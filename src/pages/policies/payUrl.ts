/**
 * A pay URL answered by the gateway is followed only when it is this site (same origin, http or
 * https) or an https payment page (the external pay type): never javascript:, data: or plain http elsewhere.
 */
export function isSafePayUrl(url: string, origin: string): boolean {
  if (!url) return false;
  try {
    const target = new URL(url, origin);
    if (target.username || target.password) return false;
    return target.protocol === 'https:' || (target.protocol === 'http:' && target.origin === origin);
  } catch {
    return false;
  }
}
