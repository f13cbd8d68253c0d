import { Checkbox } from 'antd-mobile';
import { Link } from '../../../app/routing';
import { useT } from '../../../messages/useT';
import { getHref } from '../../../../engine/routes/table';
import '../../../../engine/messages/zh-CN/account';

/** The registration agreements the user accepts before logging in or registering. */
export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="agreement">
      <Checkbox
        checked={checked}
        onChange={onChange}
        aria-label={t('shell.account.agree')}
        style={{ '--icon-size': '16px', '--font-size': '13px' }}
      >
        {t('shell.account.agree')}
      </Checkbox>
      <Link to={getHref('registerKnow')}>《{t('shell.title.registerKnow')}》</Link>
      <Link to={getHref('registerPrivacyClause')}>《{t('shell.title.registerPrivacyClause')}》</Link>
    </div>
  );
}
