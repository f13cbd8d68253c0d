import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The account manager configured for a contract-based product; data null when none (app shows 未配置客户经理). */
export const method = 'GET';
export const path = '/edu-svc/contract/template/queryContractManagerUser';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.nullable(
  z.object({ managerUserCode: z.string(), managerName: z.string(), managerPhone: z.string() }),
);
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
