import { Button } from 'antd-mobile';
import { useState } from 'react';
import { appRegister } from '../../api/user-svc/appRegister';
import { regMsg } from '../../api/user-svc/regMsg';
import { appNavigate } from '../../app/navigation';
import { noteRegistrationConsent } from '../../growth/privacy/consent';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../routes/table';
import { AgreementCheck } from './parts/AgreementCheck';
import { FormProblem } from './parts/FormProblem';
import { PasswordField } from './parts/PasswordField';
import { PhoneCodeFields, phoneCodeChecks, usePhoneCode } from './parts/PhoneCodeFields';
import { firstProblem, passwordProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';

/** Registration (spec §3 payload: areaCode, channelNo edu, passWord, phoneNum, userSourceType 22, SMS code). */
export default function RegisterPage() {
  const t = useT();
  const form = useAccountForm();
  const code = usePhoneCode();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);

  const register = () =>
    form.submit(
      firstProblem([...phoneCodeChecks(code, form.locale, t('shell.account.smsCodeMissing')), passwordProblem(password, form.locale), () => (agreed ? null : t('shell.account.mustAgree'))]),
      async () => {
        await appRegister({ phoneNum: code.phone, smsVerificationCode: code.smsCode, passWord: password });
        // The agreement ticked here is logged (agreePrivacyLog) at the new account's first login.
        noteRegistrationConsent(code.phone);
        toastSuccess(t('shell.account.registerDone'));
        appNavigate(getHref('passwordLogin'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void register())}>
      <PhoneCodeFields form={form} code={code} sendSms={regMsg} />
      <PasswordField label="shell.account.password" value={password} onChange={setPassword} />
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.title.register')}
      </Button>
    </form>
  );
}
