import { Button } from 'antd-mobile';
import { Link } from '../../app/routing';
import { GATEWAY_PREFIX } from '../../api/instance';
import { useT } from '../../messages/useT';
import { toBase64Url } from '../../policies/ePolicy';
import { getHref } from '../../../engine/routes/table';
import '../../../engine/messages/zh-CN/contract';

export interface SignedView {
  contractNo: string;
  contractUrl: string;
  signTime: string;
  contractStart: string | null;
  contractEnd: string | null;
}

/** A signed commission contract: its number, time and term, the PDF (/pdf), and the way on to buying. */
export function SignedCard({
  signed,
  title,
  onContinue,
  onSignAgain,
}: {
  signed: SignedView;
  title: string;
  onContinue?: () => void;
  onSignAgain?: () => void;
}) {
  const t = useT();
  return (
    <section className="section contract-signed" data-testid="contract-signed">
      <h2>{title}</h2>
      <div className="row">
        <span>{t('contract.contractNo')}</span>
        <span>{signed.contractNo}</span>
      </div>
      <div className="row">
        <span>{t('contract.signTime')}</span>
        <span>{signed.signTime}</span>
      </div>
      {signed.contractStart && signed.contractEnd && (
        <div className="row">
          <span>{t('contract.term')}</span>
          <span>{`${signed.contractStart} ~ ${signed.contractEnd}`}</span>
        </div>
      )}
      <Link
        className="list-link"
        to={getHref('pdf', { url: toBase64Url(`${GATEWAY_PREFIX}${signed.contractUrl}`) })}
      >
        {t('contract.view')}
      </Link>
      {onContinue && (
        <Button block color="primary" onClick={onContinue}>
          {t('contract.continue')}
        </Button>
      )}
      {onSignAgain && (
        <Button block fill="none" onClick={onSignAgain}>
          {t('contract.signAgain')}
        </Button>
      )}
    </section>
  );
}
