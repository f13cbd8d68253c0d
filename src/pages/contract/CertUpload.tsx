import { useEffect, useState } from 'react';
import { useT } from '../../messages/useT';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/contract';

export interface UploadedCert {
  certId: string;
  /** the name and ID number the certificate was uploaded with (signing must match them) */
  name: string;
  idNo: string;
}

/**
 * The certificate info step (jzq/api/_bai/cloudCertiPerInfo): the ID card photo with the bailor's
 * name and ID number; the uploaded photo is shown back from api/get_img.
 */
export function CertUpload({
  name,
  idNo,
  cert,
  onUploaded,
  canUpload,
}: {
  name: string;
  idNo: string;
  cert: UploadedCert | undefined;
  onUploaded: (cert: UploadedCert) => void;
  canUpload: () => boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!cert) return undefined;
    let url: string | undefined;
    let live = true;
    eduSvc
      .certImageUrl(cert.certId)
      .then((u) => (live ? setPreview((url = u)) : URL.revokeObjectURL(u)))
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cert]);

  const pick = async (file: File | undefined) => {
    if (!file || !canUpload()) return;
    setBusy(true);
    try {
      const answer = await eduSvc.jzqCloudCertiPerInfo({ name, idNo }, file, file.name);
      onUploaded({ certId: answer.certId, name, idNo });
    } catch {
      // The client has shown the server's message; the form keeps its input.
    } finally {
      setBusy(false);
    }
  };

  const stale = cert && (cert.name !== name || cert.idNo !== idNo);
  return (
    <div className="field contract-cert" data-testid="contract-cert">
      <span className="contract-label">{t('contract.cert')}</span>
      <label className="contract-cert-pick">
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={t('contract.certPick')}
          disabled={busy}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <span>{t('contract.certPick')}</span>
      </label>
      {cert && !stale && (
        <div className="contract-cert-done" data-testid="contract-cert-done">
          {preview && <img src={preview} alt={t('contract.certAlt')} />}
          <span>{t('contract.certUploaded')}</span>
        </div>
      )}
    </div>
  );
}
