import { z } from 'zod';

/** The signed contract PDF (application/pdf), the owner's only. contractUrl of contract_list points here. */
export const method = 'GET';
export const path = '/edu-svc/api/contract_pdf/:contractNo';
export const params = z.object({ contractNo: z.string().min(1).max(64) });
export const pathFor = (contractNo: string) => `/edu-svc/api/contract_pdf/${encodeURIComponent(contractNo)}`;
