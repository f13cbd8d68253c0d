import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { completeLogin } from '../../account/login';
import { noteRegistrationConsent } from '../../growth/privacy/consent';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { AgreementCheck } from './parts/AgreementCheck';
import { FormProblem } from './parts/FormProblem';
import { PasswordField } from './parts/PasswordField';
import { PhoneCodeFields, phoneCodeChecks, usePhoneCode } from './parts/PhoneCodeFields';
import { firstProblem, passwordProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/**
 * Registration (spec §3 payload: areaCode, channelNo edu, passWord, phoneNum, userSourceType 22, SMS code).
 * Reached from the login redirect, the page carries the guard's query (fullPath, promoCode,
 * partnerSource, productCode): the new account is logged in and continues to fullPath, the promo
 * code marking it all-sale as a login would.
 */
export default function RegisterPage() {
  const t = useT();
  const [query] = useSearchParams();
  const form = useAccountForm();
  const code = usePhoneCode();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);

  const register = () =>
    form.submit(
      firstProblem([
        ...phoneCodeChecks(code, form.locale, t('shell.account.smsCodeMissing')),
        passwordProblem(password, form.locale),
        () => (agreed ? null : t('shell.account.mustAgree')),
      ]),
      async () => {
        const reply = await userSvc.appRegister({
          phoneNum: code.phone,
          smsVerificationCode: code.smsCode,
          passWord: password,
        });
        // The agreement ticked here is logged (agreePrivacyLog) at the new account's first login.
        noteRegistrationConsent(code.phone);
        toastSuccess(t('shell.account.registerDone'));
        if (reply.data) completeLogin(reply.data, query);
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void register())}>
      <PhoneCodeFields form={form} code={code} sendSms={userSvc.regMsg} />
      <PasswordField label="shell.account.password" value={password} onChange={setPassword} />
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.title.register')}
      </Button>
    </form>
  );
}
