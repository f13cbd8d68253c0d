import { CONSENT_DOC, privacyTextVersion } from './version';
import { eduSvc } from '../../api/edu-svc';

/** Users whose consent is on record (this device): no more calls for them. */
const RECORDED_KEY = 'growth.privacy.recorded';
/** Phones that just registered (agreement ticked on the register page), until their first login. */
const REGISTERED_KEY = 'growth.privacy.registered';

const readList = (storage: Storage, key: string): string[] => {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};
const addTo = (storage: Storage, key: string, value: string) =>
  storage.setItem(key, JSON.stringify([...new Set([...readList(storage, key), value])].slice(-20)));

/** The register page calls this once the account exists: the consent is logged at its first login. */
export function noteRegistrationConsent(phone: string, storage: Storage = window.localStorage): void {
  addTo(storage, REGISTERED_KEY, phone);
}

const running = new Map<string, Promise<'saved' | 'on-record' | 'known'>>();

/**
 * The consent log (spec §7, issue 6): on the first login of an account without consent on record —
 * right after registering, or an account that never agreed — edu-svc agreePrivacyLog/save with the
 * documents, their text version and the occasion; then never again for that user (the gateway's
 * wxb/isFirstLogin answers false, and this device remembers it without asking).
 */
export function recordConsentOnce(
  user: { userCode: string; phone: string },
  storage: Storage = window.localStorage,
): Promise<'saved' | 'on-record' | 'known'> {
  const pending = running.get(user.userCode);
  if (pending) return pending;
  const work = (async () => {
    if (readList(storage, RECORDED_KEY).includes(user.userCode)) return 'known' as const;
    const first = await eduSvc.isFirstLogin({ userCode: user.userCode }, { silent: true });
    let outcome: 'saved' | 'on-record' = 'on-record';
    if (first.data?.isFirstLogin) {
      const registered = readList(storage, REGISTERED_KEY).includes(user.phone);
      await eduSvc.agreePrivacyLog(
        { doc: CONSENT_DOC, version: privacyTextVersion(), occasion: registered ? 'register' : 'login' },
        { silent: true },
      );
      outcome = 'saved';
    }
    storage.setItem(
      REGISTERED_KEY,
      JSON.stringify(readList(storage, REGISTERED_KEY).filter((p) => p !== user.phone)),
    );
    addTo(storage, RECORDED_KEY, user.userCode);
    return outcome;
  })().finally(() => running.delete(user.userCode));
  running.set(user.userCode, work);
  return work;
}
