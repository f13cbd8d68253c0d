import type { FastifyRequest } from 'fastify';
import { format, type MessageKey } from '../../engine/messages';
import '../../engine/messages/gateway-messages'; // the gateway's messages
import { localeOf } from '../domain/gateway/locale';

/** The growth area's keys (its sections and the gateway's answers in it). */
type GrowthKey = Extract<MessageKey, `growth.${string}`>;

/** A growth message in the caller's language (the growth area of the one catalogue, engine/messages). */
export function gmsg(request: Pick<FastifyRequest, 'headers'>, key: GrowthKey): string {
  return format(key, undefined, localeOf(request));
}
