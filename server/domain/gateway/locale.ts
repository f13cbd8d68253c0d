import type { FastifyRequest } from 'fastify';
import { format, type Locale, type MessageKey } from '../../../engine/messages';
import '../../../engine/messages/gateway-messages';

/** The answer language: en-US when the caller asks for English first, zh-CN (the UI language) otherwise. */
export function localeOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** A message of the catalogue in the caller's language. */
export function msg(
  request: Pick<FastifyRequest, 'headers'>,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  return format(key, params, localeOf(request));
}

/**
 * The language of the sandbox pages the gateway serves (cashier, face check): the storefront's
 * language, Simplified Chinese, whatever the browser's own setting; `?lang=en-US` for English.
 */
export function pageLocale(request: Pick<FastifyRequest, 'query'>): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return lang === 'en-US' ? 'en-US' : 'zh-CN';
}
