import { lazy, Suspense, useState } from 'react';
import type { OrderDetail } from '../../../contract/order/shapes';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { confirmDialog } from '../../platform/dialog';
import { toastFail, toastSuccess } from '../../platform/toast';
import { ePolicyUrl, toBase64Url } from '../../policies/ePolicy';
import { statusInfo, type PolicyAction } from '../../policies/statuses';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { catalogue } from '../../products/catalogue';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { useAsync } from '../../ui/useAsync';
import { EmailPolicyForm } from './EmailPolicyForm';
import { isSafePayUrl } from './payUrl';
import { commentSvc } from '../../api/comment-svc';
import { insOrder } from '../../api/ins-order';
import { orderSvc } from '../../api/order';
import '../../../engine/messages/zh-CN/policies';

const RatingPopup = lazy(() =>
  import('../../../renderers/widgets/rating/RatingPopup').then((m) => ({ default: m.RatingPopup })),
);

/** The buttons a status allows (spec issue 4: pay, cancel, delete, renew, rate, e-policy; issue 13: e-mail, apply again). */
export function PolicyActions({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [rating, setRating] = useState(false);
  const [emailing, setEmailing] = useState(false);
  // A premium paid outside the app (the manifest's notice, e.g. a city's fee system) gets no 去支付.
  const product = useAsync(
    () => catalogue.load(order.productCode).catch(() => undefined),
    [order.productCode],
  );
  const feeSystemNotice =
    product.status === 'ready' && product.data?.payment.notice?.afterConfirm === 'showOrder'
      ? product.data.payment.notice.text
      : undefined;
  const actions = statusInfo[order.status].actions.filter((action) => !(action === 'pay' && feeSystemNotice));

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const handlers: Record<PolicyAction, () => void> = {
    pay: () =>
      void run(async () => {
        const reply = await insOrder.payOrderWeixin({ orderCode: order.orderCode });
        const url = reply.data?.payUrl ?? '';
        if (!isSafePayUrl(url, window.location.origin)) return toastFail(t('shell.policy.payUrlRefused'));
        window.location.assign(url);
      }),
    cancel: () =>
      void run(async () => {
        if (
          !(await confirmDialog(
            t('shell.policy.confirmCancel'),
            t('shell.common.confirm'),
            t('shell.common.cancel'),
          ))
        )
          return;
        await orderSvc.cancelOrder({ orderCode: order.orderCode });
        toastSuccess(t('shell.policy.cancelled'));
        appNavigate(getHref('PolicyDetailCancel', { orderCode: order.orderCode }), { replace: true });
        onChanged();
      }),
    delete: () =>
      void run(async () => {
        if (
          !(await confirmDialog(
            t('shell.policy.confirmDelete'),
            t('shell.common.confirm'),
            t('shell.common.cancel'),
          ))
        )
          return;
        try {
          await orderSvc.deleteOrder({ orderCode: order.orderCode }, { silent: true });
        } catch (error) {
          toastFail(error instanceof Error && error.message ? error.message : t('shell.common.deleteFailed'));
          throw error;
        }
        toastSuccess(t('shell.policy.deleted'));
        appNavigate(getHref('policyList'), { replace: true });
      }),
    renew: () =>
      appNavigate(getHref('insurerenew', { productCode: order.productCode, orderCode: order.orderCode })),
    rate: () => setRating(true),
    email: () => setEmailing(true),
    applyAgain: () =>
      void run(async () => {
        const product = await catalogue.load(order.productCode).catch(() => undefined);
        appNavigate(product ? insureHrefFor(product) : getHref('home'));
      }),
    ePolicy: () =>
      void run(async () => {
        if (!order.policyNo) return;
        const url = await ePolicyUrl({
          applicationFormCode: order.applicationFormCode,
          policyNo: order.policyNo,
        });
        appNavigate(getHref('pdf', { url: toBase64Url(url) }));
      }),
  };

  const payNotice =
    feeSystemNotice && order.status === '01' ? (
      <p className="notice" role="note" data-testid="pay-elsewhere-note">
        {feeSystemNotice}
      </p>
    ) : null;
  if (actions.length === 0) return payNotice;
  const user = session.read();
  return (
    <div className="form-actions policy-actions">
      {payNotice}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'pay' || action === 'renew' || action === 'applyAgain' ? 'btn btn-primary' : 'btn'
          }
          disabled={busy || ((action === 'ePolicy' || action === 'email') && !order.policyNo)}
          onClick={handlers[action]}
          style={{ marginRight: 8, marginBottom: 8 }}
        >
          {t(`shell.policy.action.${action}`)}
        </button>
      ))}
      {emailing && order.policyNo && (
        <EmailPolicyForm policyNo={order.policyNo} onDone={() => setEmailing(false)} />
      )}
      {rating && (
        <Suspense fallback={null}>
          <RatingPopup
            visible={rating}
            subject={{
              productCode: order.productCode,
              productName: order.productName,
              bizNo: order.policyNo ?? order.orderCode,
              bizType: order.policyNo ? '01' : '00',
              commentNode: '00',
              userCode: user.userCode ?? '',
              userName: user.userName ?? '',
              loginAccount: user.loginAccount ?? user.phone ?? '',
            }}
            loadTemplate={async ({ productCode, commentNode }) => {
              const reply = await commentSvc.indicatorsProduct(
                { productCode, commentNode: commentNode === '01' ? '01' : '00' },
                { silent: true },
              );
              return reply.data?.list ?? [];
            }}
            onSubmit={async (body) => {
              await commentSvc.commentSubmit(
                [{ ...body, commentNode: body.commentNode === '01' ? '01' : '00' }],
                {
                  silent: true,
                },
              );
            }}
            onClose={() => setRating(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
