import { GATEWAY_PREFIX } from '../api/instance';
import { eduSvc } from '../api/edu-svc';

/**
 * The e-policy of an issued policy: the gateway hands out a short-lived token for the caller's own
 * policy (edu-svc yj/api/getToken with appCode and policyNo) and a URL under the gateway that serves
 * the PDF for that token (docs/policy-lifecycle.md "E-policy"). The /pdf page gets that URL, Base64-encoded.
 */
export async function ePolicyUrl(policy: { applicationFormCode: string; policyNo: string }): Promise<string> {
  const reply = await eduSvc.getToken({ appCode: policy.applicationFormCode, policyNo: policy.policyNo });
  if (!reply.data) throw new Error(reply.msg);
  return `${GATEWAY_PREFIX}${reply.data.url}`;
}

/** Base64 of a UTF-8 string, as /pdf?url= expects. */
export function toBase64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
