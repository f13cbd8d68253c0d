import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { GATEWAY_PREFIX } from '../../api/instance';
import { useT } from '../../messages/useT';
import { documentHeaders } from '../../pdf/documentHeaders';
import { resolvePdfUrl } from '../../pdf/pdfUrl';
import { UnopenableLink } from '../../pdf/UnopenableLink';
import { ErrorState } from '../../ui/AsyncView';
import { PageSkeleton } from '../../ui/PageSkeleton';
import '../../../engine/messages/zh-CN/info';

/**
 * /viewImage?url=<Base64>: one image, full width (pinch to zoom), with the same URL check as /pdf —
 * only same-origin or gateway http(s) URLs. The image is fetched with the common client's headers
 * (a gateway image such as an uploaded certificate is the user's own) and shown from a blob URL.
 */
export default function ViewImagePage() {
  const t = useT();
  const [query] = useSearchParams();
  const checked = resolvePdfUrl(query.get('url'), window.location.origin, GATEWAY_PREFIX);
  const url = checked.ok ? checked.url : '';
  const [attempt, setAttempt] = useState(0);
  // Each load (a new url or a retry) has its own identity; an answer shows only while it belongs to the current load.
  const request = useMemo(() => ({ url, attempt }), [url, attempt]);
  const [answer, setAnswer] = useState<{
    request: object;
    state: { status: 'error' } | { status: 'ready'; src: string };
  } | null>(null);
  const state = answer?.request === request ? answer.state : ({ status: 'loading' } as const);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(url, { headers: documentHeaders(), credentials: 'include', signal: controller.signal })
      .then(async (res) => {
        const blob = await res.blob();
        if (!res.ok || !blob.type.startsWith('image/'))
          throw new Error(`not an image: ${res.status} ${blob.type}`);
        objectUrl = URL.createObjectURL(blob);
        setAnswer({ request, state: { status: 'ready', src: objectUrl } });
      })
      .catch(() => !controller.signal.aborted && setAnswer({ request, state: { status: 'error' } }));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [request, url]);

  if (!checked.ok) return <UnopenableLink reason={checked.reason} testId="image-refused" />;
  return (
    <div data-testid="image-page" data-status={state.status}>
      {state.status === 'loading' && <PageSkeleton />}
      {state.status === 'error' && (
        <ErrorState message={t('shell.pdf.failed')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {state.status === 'ready' && (
        <img className="view-image" src={state.src} alt={t('shell.title.viewer')} />
      )}
    </div>
  );
}
