import { catalogues, type StorefrontKey } from '../../../engine/messages';

/** The documents a user agrees to when registering or logging in (AgreementCheck's two links). */
export const CONSENT_DOC = 'registerKnow+registerPrivacyClause';
const TEXT_PREFIXES = [
  'shell.title.registerKnow',
  'shell.info.registerKnow.',
  'shell.title.registerPrivacyClause',
  'shell.info.privacy.',
];

/** FNV-1a (32 bit) over UTF-16 code units: a short, stable fingerprint — not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The version of the consent texts as the user read them: a fingerprint of the zh-CN texts (the
 * binding language) of the registration notice and the privacy policy. Any edit of those texts
 * gives a new version on its own, so the log always names the text that was agreed to.
 */
export function privacyTextVersion(texts: Record<string, string> = catalogues['zh-CN']): string {
  const keys = (Object.keys(texts) as StorefrontKey[])
    .filter((key) => TEXT_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .sort();
  return `p-${fnv1a(keys.map((key) => `${key}=${texts[key]}`).join('\n'))}`;
}
