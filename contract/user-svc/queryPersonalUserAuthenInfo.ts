import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The caller's identity verification (spec §7 "GET api/v1/queryPersonalUserAuthenInfo?channelCode&param").
 * Always the logged-in user's own; `param` never picks a user: it may name one of the caller's face
 * checks (its checkId, as /CertificationResult receives it), whose status `faceCheck` answers; without
 * it `faceCheck` is the caller's latest face check. authStatus '1' = verified; faceVerified: the
 * identity also passed a face check. The ID number comes masked (first 3 and last 4 kept, spec §5).
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/queryPersonalUserAuthenInfo';
export const request = z.object({ channelCode: z.optional(z.string()), param: z.optional(z.string()) });
export const authInfo = z.object({
  authStatus: z.enum(['0', '1']),
  actualName: z.nullable(z.string()),
  idType: z.nullable(z.string()),
  idNumber: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  sex: z.nullable(z.string()),
  faceVerified: z.boolean(),
  faceCheck: z.nullable(z.object({ checkId: z.string(), status: z.enum(['PENDING', 'PASS', 'FAIL']) })),
});
export const response = envelope(authInfo);
export type AuthInfo = z.infer<typeof authInfo>;
