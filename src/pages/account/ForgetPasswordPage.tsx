import { Button } from 'antd-mobile';
import { useState } from 'react';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { FormProblem } from './parts/FormProblem';
import { PasswordField } from './parts/PasswordField';
import { PhoneCodeFields, phoneCodeChecks, usePhoneCode } from './parts/PhoneCodeFields';
import { firstProblem, passwordProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /forgetPassword: phone + image code → SMS code → a new password (pwdfind). */
export default function ForgetPasswordPage() {
  const t = useT();
  const form = useAccountForm();
  const code = usePhoneCode();
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState('');

  const reset = () =>
    form.submit(
      firstProblem([
        ...phoneCodeChecks(code, form.locale, t('shell.account.smsCodeMissing')),
        passwordProblem(password, form.locale),
        () => (password === second ? null : t('shell.account.passwordMismatch')),
      ]),
      async () => {
        await userSvc.pwdfind({
          phoneNum: code.phone,
          smsVerificationCode: code.smsCode,
          newPwd: password,
          secondPwd: second,
        });
        toastSuccess(t('shell.account.pwdfindDone'));
        appNavigate(getHref('passwordLogin'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void reset())}>
      <PhoneCodeFields form={form} code={code} sendSms={userSvc.regMsg} />
      <PasswordField label="shell.account.newPassword" value={password} onChange={setPassword} />
      <PasswordField label="shell.account.confirmPassword" value={second} onChange={setSecond} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.submit')}
      </Button>
    </form>
  );
}
