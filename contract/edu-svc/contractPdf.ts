import { z } from 'zod/mini';

/** The signed contract PDF (application/pdf), the owner's only. contractUrl of contract_list points here. */
export const method = 'GET';
export const path = '/edu-svc/api/contract_pdf/:contractNo';
export const params = z.object({ contractNo: z.string().check(z.minLength(1), z.maxLength(64)) });
export const pathFor = (contractNo: string) => `/edu-svc/api/contract_pdf/${encodeURIComponent(contractNo)}`;
