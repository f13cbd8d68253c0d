import { Input } from 'antd-mobile';
import { kaptchaUrl } from '../../../api/user-svc/kaptcha';
import { useT } from '../../../messages/useT';

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
      <Input aria-label={t('shell.account.imageCode')} placeholder={t('shell.account.imageCode')} value={value} onChange={onChange} maxLength={6} />
      <img
        src={kaptchaUrl(captchaKey)}
        alt={t('shell.account.captchaAlt')}
        width={100}
        height={36}
        onClick={onRefresh}
        data-testid="captcha-image"
        style={{ cursor: 'pointer', flex: 'none' }}
      />
    </div>
  );
}
