import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from '../../app/routing';
import type { AuthInfo } from '../../../contract/user-svc/queryPersonalUserAuthenInfo';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import './identity.css';
import { clearDraft, identityHref, readDraft, safeFrom } from './identityFlow';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/identity';

/**
 * Completes the verification with the passed face check, or reads the gateway's answer for it.
 * The page trusts only the gateway: the `result` in the callback URL is a hint, never the outcome.
 */
async function settle(checkId: string): Promise<AuthInfo> {
  const draft = readDraft();
  if (draft && checkId) {
    const status = await userSvc.queryPersonalUserAuthenInfo({ channelCode: 'edu', param: checkId });
    if (status.faceCheck?.status !== 'PASS' || (status.authStatus === '1' && status.faceVerified))
      return status;
    const done = await userSvc.personalUserAuthen({
      name: draft.name,
      idNo: draft.idNo,
      idType: '0',
      checkId,
    });
    clearDraft();
    return done;
  }
  return await userSvc.queryPersonalUserAuthenInfo({
    channelCode: 'edu',
    ...(checkId ? { param: checkId } : {}),
  });
}

/** /CertificationResult?checkId=&result=: the identity-verification callback (spec §2), showing the gateway's result. */
export default function CertificationResultPage() {
  const t = useT();
  const [search] = useSearchParams();
  const checkId = search.get('checkId') ?? '';
  // read once: the draft (with its way back) is cleared when the verification completes
  const [from] = useState(() => safeFrom(readDraft()?.from ?? search.get('from')));
  const state = useAsync(() => settle(checkId), [checkId]);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(info) => {
        const passed = info.authStatus === '1' && info.faceVerified;
        const outcome = passed ? 'pass' : info.faceCheck?.status === 'FAIL' ? 'fail' : 'pending';
        return (
          <div
            className="account-page certification-result"
            data-testid="certification-result"
            data-outcome={outcome}
          >
            <div className={`certification-icon ${outcome}`} aria-hidden="true">
              {passed ? '✓' : '!'}
            </div>
            <h2 className="section-title">{t(`identity.result.${outcome}`)}</h2>
            <p className="muted">
              {passed
                ? t('identity.result.passText', { name: info.actualName ?? '', idNo: info.idNumber ?? '' })
                : t(`identity.result.${outcome === 'fail' ? 'failText' : 'pendingText'}`)}
            </p>
            <div className="form-actions">
              {!passed && (
                <Button
                  block
                  color="primary"
                  onClick={() => appNavigate(identityHref(from), { replace: true })}
                >
                  {t('identity.result.retry')}
                </Button>
              )}
              <Button
                block
                fill={passed ? 'solid' : 'outline'}
                color="primary"
                style={{ marginTop: 12 }}
                onClick={() => appNavigate(from, { replace: true })}
              >
                {t('identity.result.back')}
              </Button>
            </div>
          </div>
        );
      }}
    </AsyncView>
  );
}
