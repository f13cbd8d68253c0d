import { useAtomValue } from 'jotai/react';
import { GATEWAY_PREFIX } from '../../api/instance';
import { useT } from '../../messages/useT';
import { SNAPSHOT_KEY, SNAPSHOT_VERSION } from '../../state/snapshot';
import { loggedInAtom } from '../../state/user';
import { LocaleSwitch } from '../../ui/LocaleSwitch';
import { useAsync } from '../../ui/useAsync';
import { Row } from '../policies/PolicyDetailPage';
// The diagnostics page shows the app's own version (package.json is no layer of its own).
// eslint-disable-next-line boundaries/dependencies
import { version } from '../../../package.json';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/info';

const APP_VERSION = `${version} (${import.meta.env.MODE})`;

function storageWorks(storage: () => Storage): boolean {
  try {
    const s = storage();
    s.setItem('__diag__', '1');
    s.removeItem('__diag__');
    return true;
  } catch {
    return false;
  }
}

/** /test: version, gateway reachability (round trip to the gateway clock), storage, locale. */
export default function DiagnosticsPage() {
  const t = useT();
  const loggedIn = useAtomValue(loggedInAtom);
  const probe = useAsync(async () => {
    const started = performance.now();
    const reply = await eduSvc.getCurrentTime(undefined, { silent: true });
    return { ms: Math.round(performance.now() - started), time: reply.data?.currentTime ?? '' };
  }, []);
  const snapshotBytes = (() => {
    try {
      return window.sessionStorage.getItem(SNAPSHOT_KEY)?.length ?? 0;
    } catch {
      return 0;
    }
  })();
  const gateway =
    probe.status === 'loading'
      ? t('shell.common.loading')
      : probe.status === 'ready'
        ? t('shell.diag.reachable', { ms: probe.data.ms, time: probe.data.time })
        : t('shell.diag.unreachable', { reason: probe.message });
  return (
    <div data-testid="diagnostics">
      <section className="section">
        <Row label={t('shell.diag.version')} value={APP_VERSION} />
        <Row label={t('shell.diag.gateway')} value={`${GATEWAY_PREFIX} · ${gateway}`} />
        <Row
          label="localStorage"
          value={storageWorks(() => window.localStorage) ? t('shell.diag.ok') : t('shell.diag.unavailable')}
        />
        <Row
          label="sessionStorage"
          value={storageWorks(() => window.sessionStorage) ? t('shell.diag.ok') : t('shell.diag.unavailable')}
        />
        <Row label={t('shell.diag.snapshot')} value={`v${SNAPSHOT_VERSION} · ${snapshotBytes} B`} />
        <Row label={t('shell.diag.login')} value={loggedIn ? t('shell.diag.yes') : t('shell.diag.no')} />
        <Row label="User-Agent" value={navigator.userAgent} />
      </section>
      {probe.status === 'error' && (
        <div className="form-actions">
          <button type="button" className="btn" onClick={probe.reload}>
            {t('shell.common.retry')}
          </button>
        </div>
      )}
      <section className="section">
        <LocaleSwitch />
      </section>
    </div>
  );
}
