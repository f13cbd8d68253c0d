import { useSearchParams } from '../../app/routing';
import { NotifyScreen } from '../../../renderers/screens/protocol/NotifyScreen';
import { draftFor } from '../../../renderers/screens/purchase/draft';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { HomeLink } from '../../ui/HomeLink';
import { useDraft, useProduct } from './useProduct';

/** The notification pages (/calmCareNotify, /fuxingNotify, /insuranceNotificationAgreement?productCode=). */
export default function NotifyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const productCode = params.get('productCode') ?? '';
  const state = useProduct(productCode);
  const [stored, setDraft] = useDraft(productCode);
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(p) => !p}
      emptyText={t('shell.purchase.unknownProduct')}
      emptyAction={<HomeLink />}
    >
      {(product) =>
        product ? (
          <NotifyScreen
            product={product}
            read={stored?.readProtocols ?? []}
            onReadChange={(read) => setDraft({ ...draftFor(product, stored), readProtocols: read })}
            onAgree={() => appNavigate(insureHrefFor(product))}
          />
        ) : (
          <EmptyState text={t('shell.purchase.unknownProduct')} action={<HomeLink />} />
        )
      }
    </AsyncView>
  );
}
