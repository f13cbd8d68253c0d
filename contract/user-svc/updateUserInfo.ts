import { z } from 'zod';
import { envelope } from '../envelope';
import { userInfo } from './userInfo';

/** Saves the user info (POST api/v1/user/userInfo). */
export const method = 'POST';
export const path = '/user-svc/api/v1/user/userInfo';
export const request = z.object({
  userCode: z.string().min(1),
  actualName: z.string().max(40).optional(),
  contactAddress: z.string().max(200).optional(),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sex: z.enum(['0', '1']).optional(),
  /** an avatar uploaded by this user through api/file (its fileUrl) */
  imgUrl: z
    .string()
    .regex(/^\/_gw\/user-svc\/api\/file\/[\w-]{8,64}$/)
    .optional(),
});
export const response = envelope(userInfo);
export type Request = z.infer<typeof request>;
