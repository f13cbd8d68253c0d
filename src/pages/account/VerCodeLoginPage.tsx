import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing';
import { completeLogin } from '../../account/login';
import { noteRegistrationConsent } from '../../growth/privacy/consent';
import { useT } from '../../messages/useT';
import { withQuery, routes } from '../../../engine/routes/table';
import { AgreementCheck } from './parts/AgreementCheck';
import { FormProblem } from './parts/FormProblem';
import { PhoneCodeFields, phoneCodeChecks, usePhoneCode } from './parts/PhoneCodeFields';
import { firstProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /passport/VerCodeLogin: phone, image code, SMS code (60 s resend), agreements → logged in. */
export default function VerCodeLoginPage() {
  const t = useT();
  const [query] = useSearchParams();
  const form = useAccountForm();
  const code = usePhoneCode();
  const [agreed, setAgreed] = useState(false);

  const login = () =>
    form.submit(
      firstProblem([
        ...phoneCodeChecks(code, form.locale, t('shell.account.smsCodeMissing')),
        () => (agreed ? null : t('shell.account.mustAgree')),
      ]),
      async () => {
        const reply = await userSvc.registerAndLogin({
          phoneNum: code.phone,
          smsVerificationCode: code.smsCode,
        });
        if (reply.data?.newUser) noteRegistrationConsent(code.phone); // the agreements were ticked above
        if (reply.data) completeLogin(reply.data, query);
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void login())}>
      <PhoneCodeFields form={form} code={code} sendSms={userSvc.registerAndLoginRegMsg} />
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.account.login')}
      </Button>
      <div className="link-row">
        <Link to={withQuery(routes.passwordLogin.path, Object.fromEntries(query))} replace>
          {t('shell.account.byPassword')}
        </Link>
        <Link to={withQuery(routes.register.path, Object.fromEntries(query))}>
          {t('shell.account.toRegister')}
        </Link>
      </div>
    </form>
  );
}
