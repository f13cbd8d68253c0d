import { opLog } from '../../api/op-log';
import { getHref } from '../../../engine/routes/table';

/**
 * Identity verification (docs/identity.md): the name + ID form, then the face provider's page, then
 * back to /CertificationResult, which completes the verification with the face check's checkId.
 * The form's values wait in session storage while the browser is at the provider (forms never lose
 * input; the tab's session only, cleared once the verification is done).
 */
export interface IdentityDraft {
  name: string;
  idNo: string;
  /** where to go back to afterwards (an in-app path) */
  from: string;
}

const KEY = 'identity.draft';

/** Only in-app paths are followed back (no scheme, no host, no protocol-relative //). */
export function safeFrom(value: string | null | undefined): string {
  return value && /^\/(?![/\\])[\w\-./?=&%#]*$/.test(value) ? value : getHref('userInfo');
}

export function readDraft(): IdentityDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<IdentityDraft>) : null;
    return value && typeof value.name === 'string' && typeof value.idNo === 'string'
      ? { name: value.name, idNo: value.idNo, from: safeFrom(value.from) }
      : null;
  } catch {
    return null;
  }
}

export const saveDraft = (draft: IdentityDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = () => sessionStorage.removeItem(KEY);

/** The provider page must be http(s) (a checked URL before the browser is sent there). */
export function isProviderUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return (
      parsed.protocol === 'https:' ||
      (parsed.protocol === 'http:' && parsed.origin === window.location.origin)
    );
  } catch {
    return false;
  }
}

/** Saves the form, starts the face check and sends the browser to the provider's page. */
export async function startFaceCheck(draft: IdentityDraft): Promise<void> {
  saveDraft(draft);
  const reply = await opLog.validateFace({
    name: draft.name,
    idNo: draft.idNo,
    backUrl: getHref('certificationResult'),
  });
  if (!isProviderUrl(reply.url)) throw new Error(`face check url: ${reply.url}`);
  window.location.assign(reply.url);
}

/** The verification page, coming back to `from` afterwards. */
export const identityHref = (from: string) => getHref('identityVerify', { from });
