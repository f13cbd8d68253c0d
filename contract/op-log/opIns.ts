import { z } from 'zod';
import { envelope } from '../envelope';

/** A tracking record (spec §3 trajectory): serial number, version, system and channel, op name/node/detail. */
export const method = 'POST';
export const path = '/op-log/api/v1/op/ins';
export const request = z.object({
  serialNo: z.string().max(64).optional(),
  ver: z.string().max(32).optional(),
  verId: z.string().max(64).optional(),
  sysCode: z.string().max(32).default('sys_edu_wxb_wx'),
  channelCode: z.string().max(16).default('edu'),
  opName: z.string().trim().min(1).max(100),
  opNode: z.string().max(100).default(''),
  opDetail: z.string().max(2000).default(''),
  productCode: z.string().max(32).optional(),
});
export const response = envelope(z.object({ id: z.number() }));
export type Request = z.input<typeof request>;
