import type { z } from 'zod/mini';
import type { CallOptions } from './http';
import { format, type StorefrontKey } from '../../engine/messages';
import { ApiFailure } from './failure';
import type { ApiClient } from './client';

/** What a contract file exports (contract/<service>/<callName>.ts). */
/** `resubToken: true` in a contract means: fetch a fresh X-RESUB-TOKEN first (order calls, endorsement). */
export type Contract = {
  method: string;
  path: string;
  response: z.ZodMiniType;
  request?: z.ZodMiniType;
  resubToken?: boolean;
};
export type ResponseOf<C extends Contract> = z.output<C['response']>;
export type RequestOf<C extends Contract> = C['request'] extends z.ZodMiniType
  ? z.input<C['request']>
  : undefined;

export type CallFlags = Pick<CallOptions, 'skipRefresh' | 'resubToken' | 'silent'>;
export type CallExtras = CallFlags & {
  path?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

/**
 * Binds a contract to the client: the request is checked against the contract before it leaves,
 * the reply after it arrives; an unexpected shape becomes a clear ApiFailure, never a crash deeper in.
 */
export function defineCall<C extends Contract>(
  client: () => ApiClient,
  contract: C,
  name: StorefrontKey,
  flags: CallFlags = {},
  locale: () => Parameters<typeof format>[2] = () => 'zh-CN',
) {
  return async (input: RequestOf<C>, extras: CallExtras = {}): Promise<ResponseOf<C>> => {
    const callName = format(name, undefined, locale());
    let payload: unknown = input;
    if (contract.request) {
      const checked = contract.request.safeParse(input);
      if (!checked.success) {
        const field = checked.error.issues[0]?.path.join('.') ?? '';
        throw new ApiFailure(
          '____',
          format('shell.api.badRequest', { name: callName, field }, locale()),
          'shape',
        );
      }
      payload = checked.data;
    }
    const isGet = contract.method.toUpperCase() === 'GET';
    const { path, headers, query, ...callFlags } = extras;
    const response = await client().http.request({
      method: contract.method,
      url: path ?? contract.path,
      ...(isGet
        ? { params: { ...(payload as object | undefined), ...query } }
        : { data: payload, params: query }),
      ...(headers ? { headers } : {}),
      callName,
      ...(contract.resubToken ? { resubToken: true } : {}),
      ...flags,
      ...callFlags,
    });
    const parsed = contract.response.safeParse(response.data);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new ApiFailure(
        '____',
        format('shell.api.badShape', { name: callName, field }, locale()),
        'shape',
      );
    }
    return parsed.data as ResponseOf<C>;
  };
}
