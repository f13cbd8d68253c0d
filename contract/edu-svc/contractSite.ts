import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The signing site of a contract-based product: its contract page, the e-signature service, the
 * account manager (null: 未配置客户经理, msg says so) and the terms the contract lists. Unknown
 * product → 404; a product without the contract flow → 400.
 */
export const method = 'GET';
export const path = '/edu-svc/api/contract_site';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  productCode: z.string(),
  productName: z.string(),
  contractPath: z.string(),
  provider: z.string(),
  manager: z.nullable(z.object({ managerUserCode: z.string(), managerName: z.string() })),
  terms: z.array(z.string()),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
