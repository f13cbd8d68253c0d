import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { uploaded } from './uploadFile';

/** The caller's uploaded files, newest first (spec §7 "GET api/v1/queryDocuments?userCode"); another user's code → 4040. */
export const method = 'GET';
export const path = '/user-svc/api/v1/queryDocuments';
export const request = z.object({ userCode: z.string().check(z.minLength(1)) });
export const response = envelope(z.object({ list: z.array(uploaded) }));
