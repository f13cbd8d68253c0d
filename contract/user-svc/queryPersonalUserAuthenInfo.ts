import { z } from 'zod';
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
export const request = z.object({ channelCode: z.string().optional(), param: z.string().optional() });
export const authInfo = z.object({
  authStatus: z.enum(['0', '1']),
  actualName: z.string().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  sex: z.string().nullable(),
  faceVerified: z.boolean(),
  faceCheck: z.object({ checkId: z.string(), status: z.enum(['PENDING', 'PASS', 'FAIL']) }).nullable(),
});
export const response = envelope(authInfo);
export type AuthInfo = z.infer<typeof authInfo>;
