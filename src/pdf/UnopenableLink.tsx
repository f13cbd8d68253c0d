import { useT } from '../messages/useT';
import type { PdfUrlResult } from './pdfUrl';
import '../../engine/messages/zh-CN/info';

/** What /pdf and /viewImage show instead of a document whose link they will not open, and why. */
export function UnopenableLink({
  reason,
  testId,
}: {
  reason: Extract<PdfUrlResult, { ok: false }>['reason'];
  testId: string;
}) {
  const t = useT();
  return (
    <div className="page-state" role="alert" data-testid={testId}>
      <p className="page-state-title">{t('shell.pdf.refused')}</p>
      <p className="page-state-detail">{t(`shell.pdf.reason.${reason}`)}</p>
    </div>
  );
}
