import { z } from 'zod/mini';

/** Success code of every gateway response (spec §8, §9). */
export const SUCCESS_CODE = '0000';

/** The envelope every gateway call answers with: `code` '0000' on success, `msg`, `data`. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ code: z.string(), msg: z._default(z.optional(z.string()), ''), data: z.optional(data) });

export type Envelope<T> = { code: string; msg: string; data?: T };
