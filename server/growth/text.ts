import type { FastifyRequest } from 'fastify';
import { growth as zhCN } from '../../engine/messages/zh-CN/growth';
import { growth as enUS } from '../../engine/messages/en-US/growth';
import { localeOf } from '../http/locale';

type GrowthKey = keyof typeof zhCN;

/** A growth message in the caller's language (the growth area of the one catalogue, engine/messages). */
export function gmsg(request: Pick<FastifyRequest, 'headers'>, key: GrowthKey): string {
  return localeOf(request) === 'en-US' ? enUS[key] : zhCN[key];
}
