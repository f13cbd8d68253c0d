import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../messages/useT';
import { useCountdown } from './useCountdown';
import '../../../../engine/messages/zh-CN/account';

export const SMS_RESEND_SECONDS = 60;

/** The SMS code with its send button, locked for 60 s after a successful send. */
export function SmsCodeField({
  value,
  onChange,
  send,
}: {
  value: string;
  onChange: (value: string) => void;
  send: () => Promise<boolean>;
}) {
  const t = useT();
  const { left, start } = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const onSend = async () => {
    if (left > 0 || sending) return;
    setSending(true);
    try {
      if (await send()) start();
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="field field-inline">
      <Input
        aria-label={t('shell.account.smsCode')}
        placeholder={t('shell.account.smsCode')}
        value={value}
        onChange={onChange}
        maxLength={8}
        inputMode="numeric"
      />
      <button
        type="button"
        className="btn btn-small"
        disabled={left > 0 || sending}
        onClick={() => void onSend()}
        data-testid="send-sms"
      >
        {left > 0 ? t('shell.account.resendIn', { seconds: left }) : t('shell.account.sendCode')}
      </button>
    </div>
  );
}
