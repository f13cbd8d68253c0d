/** An identity (face) check provider. The sandbox one shows a page where the tester passes or fails the check. */
export interface FaceProvider {
  readonly name: string;
  /** The URL the buyer's browser goes to for the face check. */
  startUrl(checkId: string, gatewayOrigin: string): string;
}

export const sandboxFace: FaceProvider = {
  name: 'sandbox',
  startUrl: (checkId, origin) => `${origin}/_gw/op-log/sandbox/face/${encodeURIComponent(checkId)}`,
};

/**
 * Only in-app callbacks are followed: a path such as `/CertificationResult` or a hash route
 * `#/CertificationResult?…` (no scheme, no host, no protocol-relative `//`).
 */
export function isInAppPath(url: string): boolean {
  const path = url.startsWith('#') ? url.slice(1) : url;
  return /^\/(?![/\\])[\w\-./?=&%#]*$/.test(path);
}
