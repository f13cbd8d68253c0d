import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { pwdfind } from '../../api/user-svc/pwdfind';
import { regMsg } from '../../api/user-svc/regMsg';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../routes/table';
import { CaptchaField } from './parts/CaptchaField';
import { FormProblem } from './parts/FormProblem';
import { SmsCodeField } from './parts/SmsCodeField';
import { firstProblem, mobileProblem, passwordProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';

/** /forgetPassword: phone + image code → SMS code → a new password (pwdfind). */
export default function ForgetPasswordPage() {
  const t = useT();
  const form = useAccountForm();
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState('');

  const send = async () => {
    const problem = firstProblem([mobileProblem(phone, form.locale), requiredProblem(imageCode, t('shell.account.imageCodeMissing'))]);
    form.setProblem(problem);
    if (problem) return false;
    try {
      await regMsg({ phoneNum: phone, imageVerificationCode: imageCode }, { headers: { [IMGCODE_HEADER]: form.captchaKey } });
      toastSuccess(t('shell.account.smsSent'));
      return true;
    } catch {
      form.refreshCaptcha();
      return false;
    }
  };

  const reset = () =>
    form.submit(
      firstProblem([
        mobileProblem(phone, form.locale),
        requiredProblem(smsCode, t('shell.account.smsCodeMissing')),
        passwordProblem(password, form.locale),
        () => (password === second ? null : t('shell.account.passwordMismatch')),
      ]),
      async () => {
        await pwdfind({ phoneNum: phone, smsVerificationCode: smsCode, newPwd: password, secondPwd: second });
        toastSuccess(t('shell.account.pwdfindDone'));
        appNavigate(getHref('passwordLogin'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void reset())}>
      <div className="field">
        <Input aria-label={t('shell.account.phone')} placeholder={t('shell.account.phone')} value={phone} onChange={setPhone} type="tel" maxLength={11} />
      </div>
      <CaptchaField captchaKey={form.captchaKey} onRefresh={form.refreshCaptcha} value={imageCode} onChange={setImageCode} />
      <SmsCodeField value={smsCode} onChange={setSmsCode} send={send} />
      <div className="field">
        <Input aria-label={t('shell.account.newPassword')} placeholder={t('shell.account.newPassword')} value={password} onChange={setPassword} type="password" autoComplete="new-password" />
      </div>
      <div className="field">
        <Input aria-label={t('shell.account.confirmPassword')} placeholder={t('shell.account.confirmPassword')} value={second} onChange={setSecond} type="password" autoComplete="new-password" />
      </div>
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.submit')}
      </Button>
    </form>
  );
}
