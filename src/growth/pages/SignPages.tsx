import { Link, useSearchParams } from '../../app/routing';
import { GATEWAY_PREFIX } from '../../api/instance';
import { toBase64Url } from '../../policies/ePolicy';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import type { ResponseData } from '../../../contract/edu-svc/contractList';
import { useGt } from '../text-hook';
import '../growth.css';
import { eduSvc } from '../../api/edu-svc';
import { Content } from '../../ui/content';
import '../../../engine/messages/zh-CN/promoter';

type Agreement = ResponseData['list'][number];

/** The /pdf link of an agreement: the contract URL under the gateway prefix, Base64 (spec §2, §7 signed list). */
export const agreementPdfHref = (a: Agreement): string =>
  getHref('pdf', { url: toBase64Url(`${GATEWAY_PREFIX}${a.contractUrl}`) });

const useAgreements = () =>
  useAsync(
    async () =>
      (await eduSvc.contractList({ userCode: session.read().userCode ?? '' }, { silent: true })).data?.list ??
      [],
    [],
  );

/**
 * /watchSign?orderCode= : the agreements signed for one order (all the user's without orderCode),
 * each with the holder name, signing date and 'tap to view'.
 */
export function WatchSignPage() {
  const g = useGt();
  const [query] = useSearchParams();
  const orderCode = query.get('orderCode');
  const state = useAgreements();
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(list) => list.every((a) => orderCode !== null && a.orderCode !== orderCode)}
      emptyText={g('growth.sign.empty')}
    >
      {(list) => (
        <section className="section" data-testid="watch-sign">
          {list
            .filter((a) => orderCode === null || a.orderCode === orderCode)
            .map((a) => (
              <div key={a.contractNo} className="list-link">
                <Link to={getHref('detailSign', { contractNo: a.contractNo })} className="growth-card">
                  <Content kind="user">{a.userName}</Content>
                  <br />
                  <span className="muted">
                    {g('growth.labelValue', {
                      label: g('growth.sign.signTime'),
                      value: a.signTime.slice(0, 10),
                    })}
                  </span>
                </Link>
                <Link to={agreementPdfHref(a)}>{g('growth.sign.view')}</Link>
              </div>
            ))}
        </section>
      )}
    </AsyncView>
  );
}

/** /detailSign?contractNo= : one signed agreement — number, product, holder, order, signing time, and the PDF. */
export function DetailSignPage() {
  const g = useGt();
  const [query] = useSearchParams();
  const contractNo = query.get('contractNo') ?? '';
  const state = useAgreements();
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(list) => !list.some((a) => a.contractNo === contractNo)}
      emptyText={g('growth.sign.notFound')}
    >
      {(list) => {
        const a = list.find((item) => item.contractNo === contractNo);
        return (
          a && (
            <section className="section" data-testid="detail-sign">
              <div className="row">
                <span>{g('growth.sign.contractNo')}</span>
                <span>{a.contractNo}</span>
              </div>
              <div className="row">
                <span>{g('growth.sign.holder')}</span>
                <Content kind="user">{a.userName}</Content>
              </div>
              <div className="row">
                <span>{g('growth.sign.product')}</span>
                <span>{a.productCode}</span>
              </div>
              <div className="row">
                <span>{g('growth.sign.order')}</span>
                <span>{a.orderCode ?? g('growth.sign.noOrder')}</span>
              </div>
              <div className="row">
                <span>{g('growth.sign.signTime')}</span>
                <span>{a.signTime}</span>
              </div>
              <Link className="btn btn-block btn-primary" to={agreementPdfHref(a)}>
                {g('growth.sign.view')}
              </Link>
            </section>
          )
        );
      }}
    </AsyncView>
  );
}
