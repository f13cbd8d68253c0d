import { format } from '../../engine/messages';
import { ApiFailure, DEFAULT_FAILURE_CODE } from './failure';

/**
 * The `data` of a successful reply, for calls whose success always carries data (the envelope
 * makes it optional): a success without it is a shape failure, like any other unexpected shape.
 */
export const dataOf =
  <A extends unknown[], T>(call: (...args: A) => Promise<{ data?: T }>, name: string) =>
  async (...args: A): Promise<Exclude<T, undefined>> => {
    const reply = await call(...args);
    if (reply.data === undefined)
      throw new ApiFailure(
        DEFAULT_FAILURE_CODE,
        format('shell.api.badShape', { name, field: 'data' }),
        'shape',
      );
    return reply.data as Exclude<T, undefined>;
  };
