import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { validateIdCard, validateName } from '../../../engine/validators';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { FormProblem } from '../account/parts/FormProblem';
import { useAccountForm } from '../account/parts/useAccountForm';
import { readDraft, safeFrom, startFaceCheck } from './identityFlow';
import { LabeledInput } from './LabeledInput';
import './identity.css';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/identity';

/**
 * /identityVerify?from=: identity verification (spec §1: name + ID number, plus a face check). The
 * form checks with the engine's validators (spec §5 messages), then the sandbox face provider takes
 * over and calls back to /CertificationResult.
 */
export default function IdentityVerifyPage() {
  const t = useT();
  const [search] = useSearchParams();
  const from = safeFrom(search.get('from'));
  const state = useAsync(async () => await userSvc.queryPersonalUserAuthenInfo({ channelCode: 'edu' }), []);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(info) =>
        info.authStatus === '1' && info.faceVerified ? (
          <div className="account-page" data-testid="identity-done">
            <p className="section-title">{t('identity.already')}</p>
            <p className="muted">
              {info.actualName} {info.idNumber}
            </p>
            <Button block color="primary" onClick={() => appNavigate(from)}>
              {t('identity.result.back')}
            </Button>
          </div>
        ) : (
          <IdentityForm from={from} initialName={info.actualName ?? ''} />
        )
      }
    </AsyncView>
  );
}

function IdentityForm({ from, initialName }: { from: string; initialName: string }) {
  const t = useT();
  const form = useAccountForm();
  const draft = readDraft();
  const [name, setName] = useState(draft?.name ?? initialName);
  const [idNo, setIdNo] = useState(draft?.idNo ?? '');
  const problemOf = (): string | null => {
    const n = validateName(name.trim(), { locale: form.locale });
    if (!n.ok) return n.message;
    const id = validateIdCard(idNo.trim(), 'holder', { locale: form.locale });
    return id.ok ? null : id.message;
  };
  const submit = () =>
    form.submit(problemOf(), async () => {
      const id = validateIdCard(idNo.trim(), 'holder', { locale: form.locale });
      await startFaceCheck({ name: name.trim(), idNo: id.ok ? id.normalized : idNo.trim(), from });
    });
  return (
    <form
      className="account-page"
      data-testid="identity-form"
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <p className="muted">{t('identity.intro')}</p>
      <LabeledInput
        label={t('identity.name')}
        placeholder={t('identity.namePlaceholder')}
        value={name}
        onChange={setName}
      />
      <LabeledInput
        label={t('identity.idNo')}
        placeholder={t('identity.idNoPlaceholder')}
        value={idNo}
        onChange={setIdNo}
        maxLength={18}
      />
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy} loadingText={t('identity.submitting')}>
        {t('identity.submit')}
      </Button>
    </form>
  );
}
