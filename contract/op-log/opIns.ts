import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** A tracking record (spec §3 trajectory): serial number, version, system and channel, op name/node/detail. */
export const method = 'POST';
export const path = '/op-log/api/v1/op/ins';
export const request = z.object({
  serialNo: z.optional(z.string().check(z.maxLength(64))),
  ver: z.optional(z.string().check(z.maxLength(32))),
  verId: z.optional(z.string().check(z.maxLength(64))),
  sysCode: z._default(z.string().check(z.maxLength(32)), 'sys_edu_wxb_wx'),
  channelCode: z._default(z.string().check(z.maxLength(16)), 'edu'),
  opName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  opNode: z._default(z.string().check(z.maxLength(100)), ''),
  opDetail: z._default(z.string().check(z.maxLength(2000)), ''),
  productCode: z.optional(z.string().check(z.maxLength(32))),
});
export const response = envelope(z.object({ id: z.number() }));
export type Request = z.input<typeof request>;
