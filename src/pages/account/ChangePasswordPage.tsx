import { Button } from 'antd-mobile';
import { useState } from 'react';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { FormProblem } from './parts/FormProblem';
import { PasswordField } from './parts/PasswordField';
import { firstProblem, passwordProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /resetNewPassword: change password (old, new, new again); then log in again with the new one. */
export default function ChangePasswordPage() {
  const t = useT();
  const form = useAccountForm();
  const [oldPwd, setOld] = useState('');
  const [newPwd, setNew] = useState('');
  const [secondPwd, setSecond] = useState('');

  const save = () =>
    form.submit(
      firstProblem([
        requiredProblem(oldPwd, t('shell.account.oldPassword')),
        passwordProblem(newPwd, form.locale),
        () => (newPwd === secondPwd ? null : t('shell.account.passwordMismatch')),
      ]),
      async () => {
        const user = session.read();
        await userSvc.changePassword({
          loginAccount: user.loginAccount ?? user.phone ?? '',
          userCode: user.userCode ?? '',
          oldPwd,
          newPwd,
          secondPwd,
        });
        toastSuccess(t('shell.account.passwordChanged'));
        session.clear();
        appNavigate(getHref('passwordLogin'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void save())}>
      <PasswordField label="shell.account.oldPassword" value={oldPwd} onChange={setOld} current />
      <PasswordField label="shell.account.newPassword" value={newPwd} onChange={setNew} />
      <PasswordField label="shell.account.confirmPassword" value={secondPwd} onChange={setSecond} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.save')}
      </Button>
    </form>
  );
}
