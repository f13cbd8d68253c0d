import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { changePhoneNum } from '../../api/user-svc/changePhoneNum';
import { regMsg } from '../../api/user-svc/regMsg';
import { IMGCODE_HEADER } from '../../../contract/user-svc/shapes';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../routes/table';
import { session } from '../../state/user';
import { CaptchaField } from './parts/CaptchaField';
import { FormProblem } from './parts/FormProblem';
import { SmsCodeField } from './parts/SmsCodeField';
import { firstProblem, mobileProblem, requiredProblem } from './parts/fieldChecks';
import { useAccountForm } from './parts/useAccountForm';

/** /bindPhone/{0}/{1}: bind a new phone (path: old phone, user code) with an SMS code sent to it. */
export default function BindPhonePage() {
  const t = useT();
  const { oldPhone = '', userCode = '' } = useParams();
  const form = useAccountForm();
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');

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

  const bind = () =>
    form.submit(firstProblem([mobileProblem(phone, form.locale), requiredProblem(smsCode, t('shell.account.smsCodeMissing'))]), async () => {
      await changePhoneNum({ newPhoneNum: phone, oldPhoneNum: oldPhone, smsVerificationCode: smsCode, userCode: userCode || (session.read().userCode ?? '') });
      if (session.read().token) session.write({ phone, loginAccount: phone });
      toastSuccess(t('shell.account.phoneChanged'));
      appNavigate(getHref('userInfo'), { replace: true });
    });

  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void bind())}>
      <p className="muted">
        {t('shell.account.mobile')}：{oldPhone}
      </p>
      <div className="field">
        <Input aria-label={t('shell.account.newPhone')} placeholder={t('shell.account.newPhone')} value={phone} onChange={setPhone} type="tel" maxLength={11} />
      </div>
      <CaptchaField captchaKey={form.captchaKey} onRefresh={form.refreshCaptcha} value={imageCode} onChange={setImageCode} />
      <SmsCodeField value={smsCode} onChange={setSmsCode} send={send} />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.submit')}
      </Button>
    </form>
  );
}
