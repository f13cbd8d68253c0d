import { Input } from 'antd-mobile';
import { useState } from 'react';
import type { Locale } from '../../../../engine/messages';
import { IMGCODE_HEADER } from '../../../../contract/user-svc/shapes';
import { useT } from '../../../messages/useT';
import { toastSuccess } from '../../../platform/toast';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { firstProblem, mobileProblem, requiredProblem } from './fieldChecks';
import type { useAccountForm } from './useAccountForm';
import '../../../../engine/messages/zh-CN/account';

/** An SMS-code call bound to an image code (regMsg, registerAndLoginRegMsg): the captcha key goes in the imgcode header. */
export type SendSms = (
  params: { phoneNum: string; imageVerificationCode: string },
  extras: { headers: Record<string, string> },
) => Promise<unknown>;

/** What the phone + image code + SMS code block holds. */
export function usePhoneCode() {
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  return { phone, setPhone, imageCode, setImageCode, smsCode, setSmsCode };
}
export type PhoneCode = ReturnType<typeof usePhoneCode>;

/** The block's submit checks: a valid mobile number and an SMS code (the forms stop at the first problem). */
export function phoneCodeChecks(code: PhoneCode, locale: Locale, smsMissing: string) {
  return [mobileProblem(code.phone, locale), requiredProblem(code.smsCode, smsMissing)];
}

/**
 * The phone number, the image code and the SMS code with its send button — the block the register,
 * SMS-login, password-recovery and bind-phone forms share. Sending checks the phone and the image
 * code first; a refused send gives a new captcha (the old answer is spent) and clears its field.
 */
export function PhoneCodeFields({
  form,
  code,
  sendSms,
  phoneLabel = 'shell.account.phone',
}: {
  form: ReturnType<typeof useAccountForm>;
  code: PhoneCode;
  sendSms: SendSms;
  phoneLabel?: 'shell.account.phone' | 'shell.account.newPhone';
}) {
  const t = useT();
  const send = async (): Promise<boolean> => {
    const problem = firstProblem([
      mobileProblem(code.phone, form.locale),
      requiredProblem(code.imageCode, t('shell.account.imageCodeMissing')),
    ]);
    form.setProblem(problem);
    if (problem) return false;
    try {
      await sendSms(
        { phoneNum: code.phone, imageVerificationCode: code.imageCode },
        { headers: { [IMGCODE_HEADER]: form.captchaKey } },
      );
      toastSuccess(t('shell.account.smsSent'));
      return true;
    } catch {
      form.refreshCaptcha();
      code.setImageCode('');
      return false;
    }
  };
  return (
    <>
      <div className="field">
        <Input
          aria-label={t(phoneLabel)}
          placeholder={t(phoneLabel)}
          value={code.phone}
          onChange={code.setPhone}
          type="tel"
          maxLength={11}
        />
      </div>
      <CaptchaField
        captchaKey={form.captchaKey}
        onRefresh={form.refreshCaptcha}
        value={code.imageCode}
        onChange={code.setImageCode}
      />
      <SmsCodeField value={code.smsCode} onChange={code.setSmsCode} send={send} />
    </>
  );
}
