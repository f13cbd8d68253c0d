import type { FastifyRequest } from 'fastify';
import { format } from '../../engine/messages';
import type { growth } from '../../engine/messages/zh-CN/growth';
import '../../engine/messages/gateway-messages'; // the gateway's messages
import { localeOf } from '../domain/gateway/locale';

type GrowthKey = keyof typeof growth;

/** A growth message in the caller's language (the growth area of the one catalogue, engine/messages). */
export function gmsg(request: Pick<FastifyRequest, 'headers'>, key: GrowthKey): string {
  return format(key, undefined, localeOf(request));
}
