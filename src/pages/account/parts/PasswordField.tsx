import { Input } from 'antd-mobile';
import { useT } from '../../../messages/useT';
import '../../../../engine/messages/zh-CN/account';

type PasswordLabel =
  | 'shell.account.password'
  | 'shell.account.oldPassword'
  | 'shell.account.newPassword'
  | 'shell.account.confirmPassword';

/** A labelled password input; `current` for the password the user has now, else a new one. */
export function PasswordField({
  label,
  value,
  onChange,
  current = false,
}: {
  label: PasswordLabel;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
}) {
  const t = useT();
  return (
    <div className="field">
      <Input
        aria-label={t(label)}
        placeholder={t(label)}
        value={value}
        onChange={onChange}
        type="password"
        autoComplete={current ? 'current-password' : 'new-password'}
      />
    </div>
  );
}
