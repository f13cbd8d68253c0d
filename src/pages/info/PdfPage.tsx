import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GATEWAY_PREFIX } from '../../api/instance';
import { useT } from '../../messages/useT';
import { resolvePdfUrl } from '../../pdf/pdfUrl';
import { ErrorState } from '../../ui/AsyncView';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { session } from '../../state/user';
import { SYS_CODE } from '../../api/client';

/** The common client's headers, so a gateway document of the user's own loads (same origin only). */
function authHeaders(): Record<string, string> {
  const user = session.read();
  return {
    ...(user.token ? { Authorization: user.token } : {}),
    ...(user.userId ? { 'jtpf.userId': user.userId } : {}),
    'jtpf.sysCode': SYS_CODE,
  };
}

/** /pdf?url=<Base64>: a same-origin or gateway PDF drawn with pdf.js (loaded with this page only). */
export default function PdfPage() {
  const t = useT();
  const [query] = useSearchParams();
  const checked = resolvePdfUrl(query.get('url'), window.location.origin, GATEWAY_PREFIX);
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const url = checked.ok ? checked.url : '';

  useEffect(() => {
    const node = container.current;
    if (!url || !node) return undefined;
    const controller = new AbortController();
    node.replaceChildren();
    setStatus('loading');
    import('../../pdf/renderPdf')
      .then(({ renderPdf }) => renderPdf(url, node, controller.signal, authHeaders()))
      .then(
        () => !controller.signal.aborted && setStatus('ready'),
        () => !controller.signal.aborted && setStatus('error'),
      );
    return () => controller.abort();
  }, [url, attempt]);

  if (!checked.ok) {
    return (
      <div className="page-state" role="alert" data-testid="pdf-refused">
        <p className="page-state-title">{t('shell.pdf.refused')}</p>
        <p className="page-state-detail">{t(`shell.pdf.reason.${checked.reason}`)}</p>
      </div>
    );
  }
  return (
    <div data-testid="pdf-page" data-status={status}>
      {status === 'loading' && <PageSkeleton />}
      {status === 'error' && <ErrorState message={t('shell.pdf.failed')} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={container} className="pdf-pages" />
    </div>
  );
}
