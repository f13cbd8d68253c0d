import { GATEWAY_PREFIX } from '../api/instance';

/**
 * Where a policy's e-policy PDF is served: under the gateway prefix, like every contract PDF
 * (spec §7 "Signed list"). The /pdf page receives it Base64-encoded in `url`.
 */
export const ePolicyUrl = (policyNo: string): string => `${GATEWAY_PREFIX}/pol-svc/ePolicy/${encodeURIComponent(policyNo)}`;

/** Base64 of a UTF-8 string, as /pdf?url= expects. */
export function toBase64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
