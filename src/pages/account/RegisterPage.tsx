import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { appRegister } from '../../api/user-svc/appRegister';
import { regMsg } from '../../api/user-svc/regMsg';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../routes/table';
import { AgreementCheck } from './parts/AgreementCheck';
import { CaptchaField } from './parts/CaptchaField';
import { FormProblem } from './parts/FormProblem';
import { SmsCodeField } from './parts/SmsCodeField';
import { firstProblem, mobileProblem, passwordProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';

/** Registration (spec §3 payload: areaCode, channelNo edu, passWord, phoneNum, userSourceType 22, SMS code). */
export default function RegisterPage() {
  const t = useT();
  const form = useAccountForm();
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);

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

  const register = () =>
    form.submit(
      firstProblem([
        mobileProblem(phone, form.locale),
        requiredProblem(smsCode, t('shell.account.smsCodeMissing')),
        passwordProblem(password, form.locale),
        () => (agreed ? null : t('shell.account.mustAgree')),
      ]),
      async () => {
        await appRegister({ phoneNum: phone, smsVerificationCode: smsCode, passWord: password });
        toastSuccess(t('shell.account.registerDone'));
        appNavigate(getHref('passwordLogin'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void register())}>
      <div className="field">
        <Input aria-label={t('shell.account.phone')} placeholder={t('shell.account.phone')} value={phone} onChange={setPhone} type="tel" maxLength={11} />
      </div>
      <CaptchaField captchaKey={form.captchaKey} onRefresh={form.refreshCaptcha} value={imageCode} onChange={setImageCode} />
      <SmsCodeField value={smsCode} onChange={setSmsCode} send={send} />
      <div className="field">
        <Input aria-label={t('shell.account.password')} placeholder={t('shell.account.password')} value={password} onChange={setPassword} type="password" autoComplete="new-password" />
      </div>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.title.register')}
      </Button>
    </form>
  );
}
