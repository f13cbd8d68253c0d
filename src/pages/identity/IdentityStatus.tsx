import { Link } from '../../app/routing';
import { useT } from '../../messages/useT';
import { useAsync } from '../../ui/useAsync';
import { identityHref } from './identityFlow';
import './identity.css';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/identity';

/** The user's verified status (for /userInfo): verified with the face check, or a link to verify. */
export function IdentityStatus({ from }: { from: string }) {
  const t = useT();
  const state = useAsync(
    async () => await userSvc.queryPersonalUserAuthenInfo({ channelCode: 'edu' }, { silent: true }),
    [],
  );
  if (state.status !== 'ready') return null;
  const info = state.data;
  const done = info.authStatus === '1' && info.faceVerified;
  return (
    <div className="identity-status" data-testid="identity-status" data-verified={done ? '1' : '0'}>
      <span className="muted">{t('identity.status')}</span>
      {done ? (
        <span>
          {info.actualName} {info.idNumber} <span className="tag ok">{t('identity.verified')}</span>
        </span>
      ) : (
        <Link to={identityHref(from)}>
          <span className="tag no">{t('identity.unverified')}</span> {t('identity.go')} ›
        </Link>
      )}
    </div>
  );
}
