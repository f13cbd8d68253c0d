import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../../state/locale';
import { newCaptchaKey } from '../../../api/user-svc';

/** State every account form shares: the inline problem, the busy flag and the captcha key. */
export function useAccountForm() {
  const locale = useAtomValue(localeAtom);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);

  /** Runs a submit: stops at a local problem, keeps the form on a failure (the client toasts it). */
  const submit = async (problemNow: string | null, work: () => Promise<void>) => {
    setProblem(problemNow);
    if (problemNow || busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return {
    locale,
    problem,
    setProblem,
    busy,
    submit,
    captchaKey,
    refreshCaptcha: () => setCaptchaKey(newCaptchaKey()),
  };
}
