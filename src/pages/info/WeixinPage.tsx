import { useT } from '../../messages/useT';
import '../../../engine/messages/zh-CN/info';

/** /weixin: the error image shown when the page must be opened inside the messaging app. */
export default function WeixinPage() {
  const t = useT();
  return (
    <div className="page-state" data-testid="weixin">
      <svg width="120" height="120" viewBox="0 0 120 120" role="img" aria-label={t('shell.info.weixin')}>
        <circle cx="60" cy="60" r="54" fill="#fff1f0" stroke="#ff3141" strokeWidth="4" />
        <path d="M40 40l40 40M80 40L40 80" stroke="#ff3141" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <p className="page-state-title">{t('shell.info.weixin')}</p>
    </div>
  );
}
