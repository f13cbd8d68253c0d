import { format } from '../../../engine/messages';
import { maskId } from '../../../engine/validators/mask-id';
import { routeNameFor, routes } from '../../../engine/routes/table';
import { catalogue } from '../../products/catalogue';
import { appStore } from '../../state/store';
import { recordAtom } from '../../state/record';
import { gt } from '../text';
import { SalesRecorder, type RecordFn } from './recorder';
import { endSalesSerial, ensureSalesSerial } from './serial';
import { opLog } from '../../api/op-log';
import '../../../engine/messages/zh-CN/growth';

/** Spec §9 constants carried by every tracking record. */
export const TRACKING_SYS_CODE = 'sys_edu_wxb_wx';
export const TRACKING_CHANNEL = 'edu';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The app's one recorder: rrweb's recorder loads on the first flow page only (@rrweb/record, rrweb's
 * own build of record() alone: ~24 KB gzip where rrweb's full bundle kept ~57 KB of it), uploads go
 * to op-log raw/json.
 */
export const salesRecorder = new SalesRecorder({
  loadRecord: async () => (await import('@rrweb/record')).record as unknown as RecordFn,
  upload: async (part) => {
    await opLog.rawJson(part, { silent: true });
  },
  storage: sessionStore(),
  now: () => Date.now(),
  maskId,
});

/** Tracking records sent in this sale, re-filed under the order's serial number if it differs. */
let trail: Parameters<typeof opLog.opIns>[0][] = [];

/**
 * A tracking record (op-log op/ins) of the sale in progress: serial number, sales-page version (the
 * manifest version), system code sys_edu_wxb_wx, channel edu, op name/node/detail. Never throws: a
 * lost tracking record must not stop a purchase.
 */
export async function trackSaleStep(step: {
  opName: string;
  opNode: string;
  opDetail: string;
  productCode?: string;
}): Promise<void> {
  try {
    const serialNo = await ensureSalesSerial();
    // A visitor's steps are not sent: op-log refuses writes under no buyer's serial.
    if (!serialNo) return;
    const productCode = step.productCode ?? appStore.get(recordAtom).productCode;
    const ver = productCode
      ? (await catalogue.load(productCode).catch(() => undefined))?.manifestVersion
      : undefined;
    const record = {
      serialNo,
      ...(ver ? { ver } : {}),
      ...(productCode ? { productCode, verId: productCode } : {}),
      sysCode: TRACKING_SYS_CODE,
      channelCode: TRACKING_CHANNEL,
      opName: step.opName,
      opNode: step.opNode,
      opDetail: step.opDetail,
    };
    trail.push(record);
    await opLog.opIns(record, { silent: true });
  } catch {
    // logged only (spec §8 "logged only"): the sale goes on
  }
}

/** A tracking record for a flow page: its zh-CN title (tracking records keep the spec's language). */
export function trackFlowPage(pathname: string, productCode: string): Promise<void> {
  const name = routeNameFor(pathname);
  const route = name ? routes[name] : undefined;
  return trackSaleStep({
    opName: productCode,
    opNode: pathname,
    opDetail: route ? format(route.title, undefined, 'zh-CN') : pathname,
    productCode,
  });
}

/** Starts (or resumes, after a page unload) the recording of the sale of `productCode`. */
export async function startSalesRecording(productCode: string): Promise<void> {
  const serialNo = await ensureSalesSerial();
  if (!serialNo) return;
  if (salesRecorder.serialNo !== serialNo) trail = [];
  appStore.set(recordAtom, { ...appStore.get(recordAtom), productCode });
  const result = await salesRecorder.start(serialNo, productCode);
  if (result !== 'running') {
    await trackSaleStep({
      opName: productCode,
      opNode: 'start',
      opDetail: gt(
        result === 'resumed' ? 'growth.track.resumed' : 'growth.track.flowStart',
        undefined,
        'zh-CN',
      ),
      productCode,
    });
  }
}

/** Orders whose sale has been filed in this page's life. */
const finishedOrders = new Set<string>();

/**
 * The sale ended in an order: stop and upload the recording filed under the order's serial number
 * (read back from the order, so the link holds even if the order was given another serial).
 */
export async function finishSalesRecording(orderCode: string): Promise<void> {
  // The boundary asks again when the page moves on (to the payment page) while the upload runs: the
  // order is filed once, so the replay's trail shows one 'submitted'.
  if (finishedOrders.has(orderCode)) return;
  finishedOrders.add(orderCode);
  const flowSerial = salesRecorder.serialNo;
  // The order service (its contracts' shapes) loads here, at the sale's end, not with the recording.
  const { orderSvc } = await import('../../api/order');
  const order = await orderSvc
    .searchOrderDetailForPro({ orderCode }, { silent: true })
    .catch(() => undefined);
  const orderSerial = order?.data?.serialNo ?? flowSerial;
  await trackSaleStep({
    opName: order?.data?.productCode ?? '',
    opNode: 'submitted',
    opDetail: gt('growth.track.orderSubmitted', { orderCode }, 'zh-CN'),
  });
  if (orderSerial && flowSerial && orderSerial !== flowSerial) {
    for (const record of trail)
      await opLog.opIns({ ...record, serialNo: orderSerial }, { silent: true }).catch(() => undefined);
  }
  trail = [];
  if (flowSerial) endSalesSerial(flowSerial);
  await salesRecorder.finish(orderSerial ?? undefined);
}

/** The buyer left the flow without an order: the recording is cleared (spec §4). */
export function clearSalesRecording(): void {
  if (salesRecorder.serialNo)
    void trackSaleStep({
      opName: appStore.get(recordAtom).productCode ?? '',
      opNode: 'exit',
      opDetail: gt('growth.track.flowExit', undefined, 'zh-CN'),
    });
  trail = [];
  salesRecorder.clear();
}
