import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { ProductModel } from '../../../engine/model';
import type { Locale } from '../../../engine/messages';
import { validateIdCard, validateName } from '../../../engine/validators';
import type { OfflineInsInfo } from '../../../contract/edu-svc/offlineShapes';
import { useT } from '../../messages/useT';
import { FormProblem } from '../account/parts/FormProblem';
import { useAccountForm } from '../account/parts/useAccountForm';
import { clearCheck, readCheck, saveCheck, type CardCheck } from './offlineDraft';
import { OfflineRecord } from './OfflineRecord';
import { LabeledInput } from '../identity/LabeledInput';
import './offline.css';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/offline';

/**
 * The offline school channel on a product page whose manifest turns it on (`offlineChannel`,
 * docs/offline-channel.md): the insured card-number check against the school's offline roster,
 * then the record to check, update and confirm (OfflineRecord).
 */
export function OfflineInsuredPanel({ product }: { product: ProductModel }) {
  const t = useT();
  const form = useAccountForm();
  const saved = readCheck(product.productCode);
  const [insuredName, setName] = useState(saved?.insuredName ?? '');
  const [insuredCardNo, setCardNo] = useState(saved?.insuredCardNo ?? '');
  const [record, setRecord] = useState<OfflineInsInfo | null>(null);

  const check = (input: CardCheck) =>
    form.submit(problemOf(input, form.locale), async () => {
      const id = validateIdCard(input.insuredCardNo, 'insured', { locale: form.locale });
      const reply = await eduSvc.offlineVerifyInsuredCardNo({
        productCode: product.productCode,
        insuredName: input.insuredName,
        insuredCardNo: id.ok ? id.normalized : input.insuredCardNo,
      });
      saveCheck(product.productCode, input);
      setRecord(reply);
    });

  // Coming back to the page: show the record checked before (the check is idempotent for its owner).
  useEffect(() => {
    if (saved) void check(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [product.productCode]);

  const another = () => {
    clearCheck(product.productCode);
    setRecord(null);
    setName('');
    setCardNo('');
  };

  return (
    <section className="section offline-panel" data-testid="offline-panel">
      <h2 className="section-title">{t('offline.title')}</h2>
      {record ? (
        <OfflineRecord product={product} record={record} onChange={setRecord} onAnother={another} />
      ) : (
        <form
          onSubmit={(e) => (
            e.preventDefault(),
            void check({ insuredName: insuredName.trim(), insuredCardNo: insuredCardNo.trim() })
          )}
        >
          <p className="muted offline-intro">{t('offline.intro')}</p>
          <LabeledInput
            label={t('offline.insuredName')}
            placeholder={t('offline.insuredNamePlaceholder')}
            value={insuredName}
            onChange={setName}
          />
          <LabeledInput
            label={t('offline.cardNo')}
            placeholder={t('offline.cardNoPlaceholder')}
            value={insuredCardNo}
            onChange={setCardNo}
            maxLength={18}
          />
          <FormProblem text={form.problem} />
          <Button
            block
            color="primary"
            type="submit"
            loading={form.busy}
            loadingText={t('offline.verifying')}
          >
            {t('offline.verify')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The engine's validators, with the spec §5 messages (被保人… for the ID card). */
function problemOf(input: CardCheck, locale: Locale): string | null {
  const name = validateName(input.insuredName, { locale });
  if (!name.ok) return name.message;
  const id = validateIdCard(input.insuredCardNo, 'insured', { locale });
  return id.ok ? null : id.message;
}
