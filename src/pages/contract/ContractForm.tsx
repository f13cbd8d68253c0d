import { Button, Checkbox, Input } from 'antd-mobile';
import { useState } from 'react';
import {
  checkContractTerm,
  defaultContractTerm,
  todayInChina,
  validateIdCard,
  validateName,
  type SignedContract,
} from '../../../engine';
import { useT } from '../../messages/useT';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../state/locale';
import { CertUpload, type UploadedCert } from './CertUpload';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/contract';

/**
 * The commission contract form: bailor name and ID number, the contract term, the certificate
 * photo, consent — then signing (jzq/api/agreement). A failed step keeps every input.
 */
export function ContractForm({
  productCode,
  onSigned,
}: {
  productCode: string;
  onSigned: (signed: SignedContract, contractUrl: string) => void;
}) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const today = todayInChina();
  const [name, setName] = useState('');
  const [idNo, setIdNo] = useState('');
  const [term, setTerm] = useState(() => defaultContractTerm(today));
  const [cert, setCert] = useState<UploadedCert>();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** The first problem of the bailor fields (shown above the button), or undefined. */
  const identityProblem = (): string | undefined => {
    const n = validateName(name.trim(), { locale });
    if (!n.ok) return t('shell.common.labelValue', { label: t('contract.bailorName'), value: n.message });
    const id = validateIdCard(idNo.trim(), 'holder', { locale });
    if (!id.ok) return t('shell.common.labelValue', { label: t('contract.bailorIdNo'), value: id.message });
    return undefined;
  };
  const checkIdentity = () => {
    const found = identityProblem();
    setProblem(found);
    return !found;
  };

  const sign = async () => {
    const termCheck = checkContractTerm(term.contractStart, term.contractEnd, today, locale);
    const found =
      identityProblem() ??
      (termCheck.ok ? undefined : termCheck.message) ??
      (cert && cert.name === name.trim() && cert.idNo === idNo.trim()
        ? undefined
        : t('contract.certNeeded')) ??
      (agreed ? undefined : t('contract.agreeNeeded'));
    setProblem(found);
    if (found || !cert) return;
    setBusy(true);
    try {
      const answer = await eduSvc.jzqAgreement({
        productCode,
        signerName: name.trim(),
        signerIdNo: idNo.trim(),
        ...term,
        certId: cert.certId,
      });
      const data = answer.data!;
      onSigned(
        {
          contractNo: data.contractNo,
          bailorName: data.bailorName,
          bailorIdNo: idNo.trim().toUpperCase(),
          contractStart: data.contractStart,
          contractEnd: data.contractEnd,
          signTime: data.signTime,
        },
        data.contractUrl,
      );
    } catch {
      // The client has shown the server's message; the form keeps its input.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="contract-form"
      data-testid="contract-form"
      onSubmit={(e) => (e.preventDefault(), void sign())}
    >
      <div className="field">
        <span className="contract-label">{t('contract.bailorName')}</span>
        <Input aria-label={t('contract.bailorName')} value={name} onChange={setName} autoComplete="name" />
      </div>
      <div className="field">
        <span className="contract-label">{t('contract.bailorIdNo')}</span>
        <Input aria-label={t('contract.bailorIdNo')} value={idNo} onChange={setIdNo} maxLength={18} />
      </div>
      <div className="field contract-term">
        <label>
          <span className="contract-label">{t('contract.start')}</span>
          <input
            type="date"
            aria-label={t('contract.start')}
            value={term.contractStart}
            min={today}
            onChange={(e) => setTerm({ ...term, contractStart: e.target.value })}
          />
        </label>
        <label>
          <span className="contract-label">{t('contract.end')}</span>
          <input
            type="date"
            aria-label={t('contract.end')}
            value={term.contractEnd}
            min={term.contractStart}
            onChange={(e) => setTerm({ ...term, contractEnd: e.target.value })}
          />
        </label>
      </div>
      <CertUpload
        name={name.trim()}
        idNo={idNo.trim()}
        cert={cert}
        onUploaded={setCert}
        canUpload={checkIdentity}
      />
      <Checkbox
        checked={agreed}
        onChange={(value) => (setAgreed(value), setProblem(undefined))}
        className="contract-agree"
      >
        {t('contract.agree')}
      </Checkbox>
      {problem && (
        <p className="form-problem" role="alert" data-testid="contract-problem">
          {problem}
        </p>
      )}
      <Button block color="primary" type="submit" loading={busy}>
        {t('contract.sign')}
      </Button>
    </form>
  );
}
