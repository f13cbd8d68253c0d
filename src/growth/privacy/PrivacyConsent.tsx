import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { userAtom } from '../../state/user';

/**
 * Mounted once in the app frame: when someone is logged in, logs their privacy consent if it is
 * their first login (consent.ts). A failure is only reported: the next app start tries again.
 */
export function PrivacyConsent() {
  const user = useAtomValue(userAtom);
  useEffect(() => {
    if (!user.token || !user.userCode) return;
    const who = { userCode: user.userCode, phone: user.phone ?? user.loginAccount ?? '' };
    void import('./consent')
      .then((m) => m.recordConsentOnce(who))
      .catch((error: unknown) => console.warn('[growth] privacy consent log failed', error));
  }, [user.token, user.userCode, user.phone, user.loginAccount]);
  return null;
}
