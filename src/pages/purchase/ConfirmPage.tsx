import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing';
import { ConfirmScreen } from '../../../renderers/screens/confirm/ConfirmScreen';
import type { ApplicationPayload, ProductModel } from '../../../engine/model';
import type { PurchaseDraft } from '../../../renderers/screens/purchase/draft';
import { PRODUCT_UPDATED_CODE } from '../../../contract/order/submitOrderV2';
import { isApiFailure } from '../../api/failure';
import { reloadForRelease } from './DeviceDraft';
import { trackSaleStep } from '../../growth/recording/salesRecording';
import { useT } from '../../messages/useT';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { screenServices } from '../../products/screenServices';
import { appStore } from '../../state/store';
import { clearFormAtom, productFormAtom } from '../../state/form';
import { recordAtom } from '../../state/record';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { HomeLink } from '../../ui/HomeLink';
import { useAsync } from '../../ui/useAsync';
import { orderContextFor } from './orderContext';
import { relateSignedContract, withCommissionContract } from '../contract/orderLink';
import { ContractGate } from '../contract/ContractGate';
import { paymentCallbacks } from './paymentCallbacks';
import { useDraft, useProduct } from './useProduct';
import { eduSvc } from '../../api/edu-svc';
import { orderSubmitter } from './orderSubmitter';
import { readRecordsOf } from '../../../engine/rules/read-records';

/**
 * /confirm, /confirmIndex, /confirmIndexOneConfig, /confirmIndexForMulti?productCode=: the screens'
 * ConfirmScreen (the manifest picks the layout) with duplicate check, submit, payout record,
 * tracking and payment routing over the gateway.
 */
export default function ConfirmPage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const state = useProduct(productCode);
  const [draft] = useDraft(productCode);
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(p) => !p}
      emptyText={t('shell.purchase.unknownProduct')}
      emptyAction={<HomeLink />}
    >
      {(product) =>
        product && draft ? (
          <ContractGate product={product}>
            <ConfirmWithOrder product={product} draft={draft} />
          </ContractGate>
        ) : (
          <div className="page-state">
            <EmptyState text={t('shell.purchase.noDraft')} />
            {product && (
              <Link className="btn btn-primary" to={insureHrefFor(product)}>
                {t('shell.purchase.toInsure')}
              </Link>
            )}
          </div>
        )
      }
    </AsyncView>
  );
}

function ConfirmWithOrder({ product, draft }: { product: ProductModel; draft: PurchaseDraft }) {
  const t = useT();
  const order = useAsync(() => orderContextFor(product), [product.productCode]);
  // One per page: it keeps an unanswered submit's token for the retry (also across a reload).
  const [submitOrder] = useState(orderSubmitter);
  // What the gateway is sent for the screen's application form: the same form, the same request.
  const requestOf = (payload: ApplicationPayload) => ({
    ...withCommissionContract(payload),
    readRecords: readRecordsOf(product, draft.readProtocols),
    ...draftSerial(product.productCode),
  });
  // Failure records (投保失败未生成订单 / 投保失败重复投保) join the sale's trail under its serial number.
  const track = (opDetail: string) =>
    void trackSaleStep({
      opName: product.productCode,
      opNode: 'confirm',
      opDetail,
      productCode: product.productCode,
    });
  return (
    <AsyncView state={order} onRetry={order.reload}>
      {(context) => (
        <ConfirmScreen
          product={product}
          services={screenServices}
          draft={draft}
          order={context}
          onCheckDuplicate={async ({ insureds, startDate }) => {
            for (const insured of insureds) {
              const reply = await eduSvc.repeatInsurance(
                {
                  cardId: insured.idNumber ?? '',
                  cardType: insured.idType ?? '0',
                  productCode: product.productCode,
                  startDate,
                  name: insured.name ?? '',
                },
                { silent: true },
              );
              if (reply.data?.repeat) return insured.name ?? '';
            }
            return null;
          }}
          isUnansweredSubmit={(payload) => submitOrder.isUnanswered(requestOf(payload))}
          onSubmitOrder={async (payload) => {
            const reply = await submitOrder(requestOf(payload)).catch((error: unknown) => {
              // Released anew since this page loaded: reload the product, keeping what was typed (no error toast).
              if (isApiFailure(error) && error.code === PRODUCT_UPDATED_CODE) {
                reloadForRelease(product, draft, insureHrefFor(product));
                return new Promise<never>(() => undefined);
              }
              throw error;
            });
            if (!reply.data) throw new Error(t('shell.purchase.submitFailed'));
            // The gateway consumed the saved draft; the next 暂存 starts a new one.
            appStore.set(productFormAtom(product.productCode), 'serialNo', undefined);
            const { orderCode, applicationFormCode } = reply.data;
            appStore.set(recordAtom, {
              ...appStore.get(recordAtom),
              productCode: product.productCode,
              orderCode,
              applicationFormCode,
            });
            const start = payload.applicationForms.startDate;
            // A contract-based product: the signed contract is related to the new order (docs/contract-flow.md).
            await relateSignedContract(product.productCode, {
              orderCode,
              startDate: start,
              endDate: payload.applicationForms.endDate,
            });
            await eduSvc
              .savePayOut(
                { appCode: applicationFormCode, payOutStartTime: `${start.slice(0, 10)} 00:00:00` },
                { silent: true },
              )
              .catch(() => undefined);
            return { orderCode, applicationFormCode };
          }}
          onTrack={track}
          onClearSavedForm={() => appStore.set(clearFormAtom)}
          payment={paymentCallbacks}
        />
      )}
    </AsyncView>
  );
}

/** The saved draft (暂存单) the buyer resumed or saved, which the order consumes (issue 13 item 5). */
function draftSerial(productCode: string): { tempFormSerialNo?: string } {
  const serialNo = appStore.get(productFormAtom(productCode)).serialNo;
  return typeof serialNo === 'string' && serialNo ? { tempFormSerialNo: serialNo } : {};
}
