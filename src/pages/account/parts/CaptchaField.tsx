import { Input } from 'antd-mobile';
import { useT } from '../../../messages/useT';
import { kaptchaUrl } from '../../../api/user-svc';
import '../../../../engine/messages/zh-CN/account';

/** The image code: the captcha picture (tap for a new one) and the characters typed from it. */
export function CaptchaField({
  captchaKey,
  onRefresh,
  value,
  onChange,
}: {
  captchaKey: string;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="field field-inline">
      <Input
        aria-label={t('shell.account.imageCode')}
        placeholder={t('shell.account.imageCode')}
        value={value}
        onChange={onChange}
        maxLength={6}
      />
      {/* Tapping the picture asks for a new one: a button, so keyboards and screen readers can too. */}
      <button
        type="button"
        className="captcha-refresh"
        onClick={onRefresh}
        style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', flex: 'none' }}
      >
        <img
          src={kaptchaUrl(captchaKey)}
          alt={t('shell.account.captchaAlt')}
          width={100}
          height={36}
          data-testid="captcha-image"
        />
      </button>
    </div>
  );
}
