import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { completeLogin } from '../../account/login';
import { useT } from '../../messages/useT';
import { getHref, routes, withQuery } from '../../../engine/routes/table';
import { CaptchaField } from './parts/CaptchaField';
import { FormProblem } from './parts/FormProblem';
import { firstProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /passport/PasswordLogin: account, password and image code (sent with its imgcode header). */
export default function PasswordLoginPage() {
  const t = useT();
  const [query] = useSearchParams();
  const form = useAccountForm();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [imageCode, setImageCode] = useState('');

  const login = () =>
    form.submit(
      firstProblem([
        requiredProblem(account, t('shell.account.account')),
        requiredProblem(password, t('shell.account.password')),
        requiredProblem(imageCode, t('shell.account.imageCodeMissing')),
      ]),
      async () => {
        try {
          const reply = await userSvc.login(
            { loginAccount: account.trim(), passWord: password, imageVerificationCode: imageCode },
            { headers: { [IMGCODE_HEADER]: form.captchaKey } },
          );
          if (reply.data) completeLogin(reply.data, query);
        } catch (error) {
          form.refreshCaptcha();
          setImageCode('');
          throw error;
        }
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void login())}>
      <div className="field">
        <Input
          aria-label={t('shell.account.account')}
          placeholder={t('shell.account.account')}
          value={account}
          onChange={setAccount}
          autoComplete="username"
        />
      </div>
      <div className="field">
        <Input
          aria-label={t('shell.account.password')}
          placeholder={t('shell.account.password')}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="current-password"
        />
      </div>
      <CaptchaField
        captchaKey={form.captchaKey}
        onRefresh={form.refreshCaptcha}
        value={imageCode}
        onChange={setImageCode}
      />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.account.login')}
      </Button>
      <div className="link-row">
        <Link to={withQuery(routes.verCodeLogin.path, Object.fromEntries(query))} replace>
          {t('shell.account.byCode')}
        </Link>
        <Link to={getHref('forgetPassword')}>{t('shell.account.forgot')}</Link>
      </div>
    </form>
  );
}
