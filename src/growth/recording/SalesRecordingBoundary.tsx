import { useEffect } from 'react';
import { useLocation } from '../../app/routing';
import { useAtomValue } from 'jotai/react';
import { recordAtom } from '../../state/record';
import { whenSettled } from '../../app/idle';
import { flowAction, flowOrderCode } from './flow';
import { hasSavedRecording, hasUnsentRecording } from './unsent';
import type * as SalesRecordingModule from './salesRecording';

/**
 * The recording machinery (rrweb's recorder, the API calls) loads on the first flow page, not with
 * the app, and starts once that page has settled (its form drawn, nothing loading): it never holds
 * the form back. This boundary itself is mounted once the app's first page has settled
 * (../mounts.tsx): a page left before it settled started nothing before either. rrweb's first full snapshot then holds whatever was typed meanwhile.
 */
type Machinery = typeof SalesRecordingModule;
let machinery: Promise<Machinery> | null = null;
let loaded: Machinery | null = null;
const load = (): Promise<Machinery> =>
  (machinery ??= import('./salesRecording').then((m) => {
    loaded = m;
    return m;
  }));

/**
 * Mounted once in the app frame (inside the router): drives the sales-process recording from the
 * route and the flow record — start on a purchase page, a tracking record per flow page, finish and
 * upload once the flow has an order, clear on exit; saves the recording on pagehide (break flag).
 */
export function SalesRecordingBoundary() {
  const { pathname, search } = useLocation();
  const record = useAtomValue(recordAtom);
  const query = new URLSearchParams(search);
  const productCode = query.get('productCode') ?? record.productCode;
  const orderCode = flowOrderCode(pathname, query, record.orderCode);

  useEffect(() => {
    const onHide = () => void loaded?.salesRecorder.persist();
    window.addEventListener('pagehide', onHide);
    if (hasUnsentRecording())
      void load()
        .then((m) => m.salesRecorder.flushUnsent())
        .catch(() => undefined);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  useEffect(() => {
    const action = flowAction({
      pathname,
      productCode: productCode ?? undefined,
      orderCode,
      recording: loaded?.salesRecorder.serialNo !== undefined || hasSavedRecording(),
    });
    if (action.kind === 'none') return;
    let left = false;
    void (action.kind === 'start' ? whenSettled() : Promise.resolve())
      .then(() => (left && action.kind === 'start' ? null : load()))
      .then((m) => {
        // A page left before it settled starts nothing: the next page's own action decides.
        if (!m) return undefined;
        if (action.kind === 'start')
          return m
            .startSalesRecording(action.productCode)
            .then(() => m.trackFlowPage(pathname, action.productCode));
        if (action.kind === 'finish') return m.finishSalesRecording(action.orderCode);
        m.clearSalesRecording();
        return undefined;
      })
      .catch(() => undefined);
    return () => {
      left = true;
    };
  }, [pathname, productCode, orderCode]);

  return null;
}
