import { useAtomValue } from 'jotai/react';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { validateEmail } from '../../../engine/validators/contact';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { localeAtom } from '../../state/locale';
import { FormProblem } from '../account/parts/FormProblem';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/policies';

/**
 * 发送到邮箱 on an issued policy (issue 13 item 14): the e-policy PDF mailed by the gateway's
 * mail/sendEmail?type=99. The address is checked with the spec §5 e-mail rule first (请填写正确的邮箱);
 * the gateway's refusal (rate limit, not issued) shows in the same place.
 */
export function EmailPolicyForm({ policyNo, onDone }: { policyNo: string; onDone: () => void }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const address = email.trim();
    const check = validateEmail(address, { locale });
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    setBusy(true);
    try {
      await eduSvc.sendEmail({ policyNo, email: address }, { query: { type: '99' }, silent: true });
      toastSuccess(t('shell.policy.emailSent', { email: address }));
      onDone();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('shell.policy.emailFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: the spec's 请填写正确的邮箱 (validateEmail) rather than the browser's own bubble,
    // which type="email" would show instead (in the browser's language) and keep send() from running.
    <form
      className="section"
      data-testid="email-policy"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void send())}
    >
      <div className="field">
        <Input
          type="email"
          aria-label={t('shell.policy.emailLabel')}
          placeholder={t('shell.policy.emailPlaceholder')}
          value={email}
          onChange={setEmail}
          maxLength={254}
        />
      </div>
      <FormProblem text={problem} />
      <button type="submit" className="btn btn-primary" disabled={busy} style={{ marginRight: 8 }}>
        {t('shell.policy.emailSend')}
      </button>
      <button type="button" className="btn" onClick={onDone}>
        {t('shell.common.cancel')}
      </button>
    </form>
  );
}
