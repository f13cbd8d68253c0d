import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { GATEWAY_PREFIX } from '../../api/instance';
import { appBack } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { resolvePdfUrl } from '../../pdf/pdfUrl';
import { UnopenableLink } from '../../pdf/UnopenableLink';
import { ErrorState } from '../../ui/AsyncView';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { documentHeaders } from '../../pdf/documentHeaders';
import { linkRefused } from '../../pdf/linkRefused';
import '../../../engine/messages/zh-CN/info';

/**
 * /pdf?url=<Base64>: a same-origin or gateway PDF drawn with pdf.js (loaded with this page only).
 * A link the server refuses (an e-policy link lives 5 minutes, e.g. when the page is reloaded later)
 * says so and leads back to open it afresh, instead of offering a retry that cannot succeed.
 */
export default function PdfPage() {
  const t = useT();
  const [query] = useSearchParams();
  const checked = resolvePdfUrl(query.get('url'), window.location.origin, GATEWAY_PREFIX);
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'refused'>('loading');
  const [attempt, setAttempt] = useState(0);
  const url = checked.ok ? checked.url : '';

  useEffect(() => {
    const node = container.current;
    if (!url || !node) return undefined;
    const controller = new AbortController();
    node.replaceChildren();
    setStatus('loading');
    import('../../pdf/renderPdf')
      .then(({ renderPdf }) => renderPdf(url, node, controller.signal, documentHeaders()))
      .then(
        () => !controller.signal.aborted && setStatus('ready'),
        (error: unknown) => !controller.signal.aborted && setStatus(linkRefused(error) ? 'refused' : 'error'),
      );
    return () => controller.abort();
  }, [url, attempt]);

  if (!checked.ok) return <UnopenableLink reason={checked.reason} testId="pdf-refused" />;
  return (
    <div data-testid="pdf-page" data-status={status}>
      {status === 'loading' && <PageSkeleton />}
      {status === 'error' && (
        <ErrorState message={t('shell.pdf.failed')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {status === 'refused' && (
        <div className="page-state" role="alert" data-testid="pdf-link-refused">
          <p className="page-state-title">{t('shell.pdf.linkRefused')}</p>
          <p className="page-state-detail">{t('shell.pdf.linkRefusedDetail')}</p>
          {/* Back to the page that opened it; the home page when the link was opened directly. */}
          <button type="button" className="btn" onClick={appBack}>
            {t('shell.common.back')}
          </button>
        </div>
      )}
      <div ref={container} className="pdf-pages" />
    </div>
  );
}
