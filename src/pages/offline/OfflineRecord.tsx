import { Button, Radio } from 'antd-mobile';
import { useState } from 'react';
import type { ProductModel } from '../../../engine/model';
import type { StorefrontKey } from '../../../engine/messages';
import { validateMobile, validateName } from '../../../engine/validators';
import { OFFLINE_RELATIONS, type OfflineInsInfo } from '../../../contract/edu-svc/offlineShapes';
import { appNavigate, currentFullPath } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { session } from '../../state/user';
import { FormProblem } from '../account/parts/FormProblem';
import { useAccountForm } from '../account/parts/useAccountForm';
import { Row } from '../policies/PolicyDetailPage';
import { identityHref } from '../identity/identityFlow';
import { LabeledInput } from '../identity/LabeledInput';
import { eduSvc } from '../../api/edu-svc';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/offline';
import '../../../engine/messages/zh-CN/validation';

type Relation = (typeof OFFLINE_RELATIONS)[number];

/**
 * One offline record: what the school registered (read-only), the holder part the parent fills in,
 * confirm (status 1 → 2; after identity verification when the manifest asks for it) and reset (2 → 1).
 */
export function OfflineRecord({
  product,
  record,
  onChange,
  onAnother,
}: {
  product: ProductModel;
  record: OfflineInsInfo;
  onChange: (r: OfflineInsInfo) => void;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useAccountForm();
  const [needIdentity, setNeedIdentity] = useState(false);
  const [holderName, setHolderName] = useState(record.holderName ?? session.read().userName ?? '');
  const [holderPhone, setHolderPhone] = useState(record.holderPhone ?? session.read().phone ?? '');
  const [relationType, setRelation] = useState<Relation | ''>((record.relationType as Relation | null) ?? '');
  const [grade, setGrade] = useState(record.grade);
  const [className, setClassName] = useState(record.className);
  const editable = record.insStatus === '1';

  const problem = (): string | null => {
    const name = validateName(holderName.trim(), { locale: form.locale });
    if (!name.ok) return name.message;
    const phone = validateMobile(holderPhone.trim(), { locale: form.locale });
    if (!phone.ok) return phone.message;
    return relationType && grade.trim() && className.trim() ? null : t('validation.formIncomplete');
  };
  const save = async () => {
    if (!relationType) return record;
    const reply = await eduSvc.offlineUpdateOfflineInsInfo({
      recordNo: record.recordNo,
      holderName: holderName.trim(),
      holderPhone: holderPhone.trim(),
      relationType,
      grade: grade.trim(),
      className: className.trim(),
    });
    onChange(reply);
    return reply;
  };
  const onSave = () => form.submit(problem(), async () => (await save(), toastSuccess(t('offline.saved'))));
  const onConfirm = () =>
    form.submit(problem(), async () => {
      if (product.offlineChannel?.identityRequired) {
        const auth = await userSvc.queryPersonalUserAuthenInfo({ channelCode: 'edu' });
        if (!(auth.authStatus === '1' && auth.faceVerified)) return setNeedIdentity(true);
      }
      await save();
      onChange(await eduSvc.offlineUpdateInsStatus({ recordNo: record.recordNo, insStatus: '2' }));
      toastSuccess(t('offline.confirmed'));
    });
  const onReset = () =>
    form.submit(null, async () => onChange(await eduSvc.offlineResetStatus(record.recordNo)));

  return (
    <div data-testid="offline-record" data-status={record.insStatus}>
      <div className="row">
        <span className="muted">{t('offline.statusLabel')}</span>
        <span className={`offline-status s${record.insStatus}`}>
          {t(`offline.status.${record.insStatus}`)}
        </span>
      </div>
      <Row label={t('offline.insuredName')} value={record.insuredName} />
      <Row label={t('offline.cardNo')} value={record.insuredCardNoMasked} />
      <Row label={t('offline.birthday')} value={record.birthday} />
      <Row label={t('offline.school')} value={record.schoolName} />
      {editable ? (
        <form onSubmit={(e) => (e.preventDefault(), void onSave())}>
          <LabeledInput label={t('offline.grade')} value={grade} onChange={setGrade} />
          <LabeledInput label={t('offline.className')} value={className} onChange={setClassName} />
          <LabeledInput label={t('offline.holderName')} value={holderName} onChange={setHolderName} />
          <LabeledInput
            label={t('offline.holderPhone')}
            value={holderPhone}
            onChange={setHolderPhone}
            type="tel"
          />
          <div className="field">
            <div className="muted offline-label">{t('offline.relation')}</div>
            <Radio.Group value={relationType} onChange={(v) => setRelation(v as Relation)}>
              {OFFLINE_RELATIONS.map((code) => (
                <Radio key={code} value={code} className="offline-radio">
                  {t(`offline.relation.${code}`)}
                </Radio>
              ))}
            </Radio.Group>
          </div>
          <FormProblem text={form.problem} />
          {needIdentity && (
            <div className="offline-identity" data-testid="offline-need-identity">
              <span>{t('offline.needIdentity')}</span>
              <Button
                size="small"
                color="warning"
                onClick={() => appNavigate(identityHref(currentFullPath()))}
              >
                {t('offline.goIdentity')}
              </Button>
            </div>
          )}
          <div className="offline-actions">
            <Button fill="outline" color="primary" type="submit" loading={form.busy}>
              {t('offline.save')}
            </Button>
            <Button color="primary" onClick={() => void onConfirm()} loading={form.busy}>
              {t('offline.confirm')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Row label={t('offline.grade')} value={record.grade} />
          <Row label={t('offline.className')} value={record.className} />
          <Row label={t('offline.holderName')} value={record.holderName ?? ''} />
          <Row label={t('offline.holderPhone')} value={record.holderPhone ?? ''} />
          <Row
            label={t('offline.relation')}
            value={record.relationType ? t(`offline.relation.${record.relationType}` as StorefrontKey) : ''}
          />
          <div className="offline-actions">
            <Button fill="outline" color="primary" onClick={() => void onReset()} loading={form.busy}>
              {t('offline.reset')}
            </Button>
          </div>
        </>
      )}
      <Button fill="none" size="small" className="offline-another" onClick={onAnother}>
        {t('offline.another')}
      </Button>
    </div>
  );
}
