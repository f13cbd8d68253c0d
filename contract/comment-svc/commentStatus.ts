import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Whether the user has rated a business item: /comment/status/{commentNode 00|01}/{bizType 00|01|02}
 * ?channelNo=edu&sysCode=sys_edu_wxb_wx, body { bizNos } → which of them are rated.
 */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comment/status/:node/:bizType';
export const params = z.object({ node: z.enum(['00', '01']), bizType: z.enum(['00', '01', '02']) });
export const query = z.object({
  channelNo: z._default(z.string(), 'edu'),
  sysCode: z._default(z.string(), 'sys_edu_wxb_wx'),
});
export const request = z.object({
  bizNos: z.array(z.string().check(z.minLength(1))).check(z.maxLength(100)),
});
export const responseData = z.object({ list: z.array(z.object({ bizNo: z.string(), rated: z.boolean() })) });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (node: string, bizType: string) =>
  `/comment-svc/api/v1/comment/status/${node}/${bizType}?channelNo=edu&sysCode=sys_edu_wxb_wx`;
