import { Button } from 'antd-mobile';
import { useParams } from '../../app/routing';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { FormProblem } from './parts/FormProblem';
import { PhoneCodeFields, phoneCodeChecks, usePhoneCode } from './parts/PhoneCodeFields';
import { firstProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /bindPhone/{0}/{1}: bind a new phone (path: old phone, user code) with an SMS code sent to it. */
export default function BindPhonePage() {
  const t = useT();
  const { oldPhone = '', userCode = '' } = useParams();
  const form = useAccountForm();
  const code = usePhoneCode();

  const bind = () =>
    form.submit(
      firstProblem(phoneCodeChecks(code, form.locale, t('shell.account.smsCodeMissing'))),
      async () => {
        await userSvc.changePhoneNum({
          newPhoneNum: code.phone,
          oldPhoneNum: oldPhone,
          smsVerificationCode: code.smsCode,
          userCode: userCode || (session.read().userCode ?? ''),
        });
        if (session.read().token) session.write({ phone: code.phone, loginAccount: code.phone });
        toastSuccess(t('shell.account.phoneChanged'));
        appNavigate(getHref('userInfo'), { replace: true });
      },
    );

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void bind())}>
      <p className="muted">
        {t('shell.common.labelValue', { label: t('shell.account.mobile'), value: oldPhone })}
      </p>
      <PhoneCodeFields form={form} code={code} sendSms={userSvc.regMsg} phoneLabel="shell.account.newPhone" />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.submit')}
      </Button>
    </form>
  );
}
