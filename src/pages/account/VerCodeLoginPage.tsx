import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { registerAndLogin } from '../../api/user-svc/registerAndLogin';
import { registerAndLoginRegMsg } from '../../api/user-svc/registerAndLoginRegMsg';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { completeLogin } from '../../account/login';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref, withQuery, routes } from '../../routes/table';
import { AgreementCheck } from './parts/AgreementCheck';
import { CaptchaField } from './parts/CaptchaField';
import { FormProblem } from './parts/FormProblem';
import { SmsCodeField } from './parts/SmsCodeField';
import { firstProblem, mobileProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';

/** /passport/VerCodeLogin: phone, image code, SMS code (60 s resend), agreements → logged in. */
export default function VerCodeLoginPage() {
  const t = useT();
  const [query] = useSearchParams();
  const form = useAccountForm();
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [agreed, setAgreed] = useState(false);

  const send = async (): Promise<boolean> => {
    const problem = firstProblem([mobileProblem(phone, form.locale), requiredProblem(imageCode, t('shell.account.imageCodeMissing'))]);
    form.setProblem(problem);
    if (problem) return false;
    try {
      await registerAndLoginRegMsg({ phoneNum: phone, imageVerificationCode: imageCode }, { headers: { [IMGCODE_HEADER]: form.captchaKey } });
      toastSuccess(t('shell.account.smsSent'));
      return true;
    } catch {
      form.refreshCaptcha();
      setImageCode('');
      return false;
    }
  };

  const login = () =>
    form.submit(
      firstProblem([
        mobileProblem(phone, form.locale),
        requiredProblem(smsCode, t('shell.account.smsCodeMissing')),
        () => (agreed ? null : t('shell.account.mustAgree')),
      ]),
      async () => {
        const reply = await registerAndLogin({ phoneNum: phone, smsVerificationCode: smsCode });
        if (reply.data) completeLogin(reply.data, query);
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void login())}>
      <div className="field">
        <Input aria-label={t('shell.account.phone')} placeholder={t('shell.account.phone')} value={phone} onChange={setPhone} type="tel" maxLength={11} />
      </div>
      <CaptchaField captchaKey={form.captchaKey} onRefresh={form.refreshCaptcha} value={imageCode} onChange={setImageCode} />
      <SmsCodeField value={smsCode} onChange={setSmsCode} send={send} />
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.account.login')}
      </Button>
      <div className="link-row">
        <Link to={withQuery(routes.passwordLogin.path, Object.fromEntries(query))} replace>
          {t('shell.account.byPassword')}
        </Link>
        <Link to={getHref('register')}>{t('shell.account.toRegister')}</Link>
      </div>
    </form>
  );
}
