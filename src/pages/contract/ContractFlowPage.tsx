import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductModel, SignedContract } from '../../../engine';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { getHref } from '../../routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { ContractForm } from './ContractForm';
import { SignedCard, type SignedView } from './SignedCard';
import { saveSignedContract } from './signedContract';
import { useContractSite, type ContractSiteState } from './useContractSite';
import './contract.css';

/** Where buying goes once the contract is signed: the product's ordinary insure page. */
const insureHref = (product: ProductModel) => getHref(product.kind === 'configurable' ? 'newProductInsure' : 'insure', { productCode: product.productCode });

/**
 * /lanshanContract, /jiningOfflineContract, /xuZhouOfflineSign (?productCode=): the contract-based
 * flow of spec §6 — no account manager: 未配置客户经理; else the manager, the terms, the
 * commission contract form (certificate upload, e-signature), then on to buying. One page for
 * every contract product: what differs is the manifest's contractFlow.
 */
export default function ContractFlowPage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const state = useContractSite(productCode);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(data) => <ContractFlow state={data} />}
    </AsyncView>
  );

  function ContractFlow({ state: s }: { state: ContractSiteState }) {
    if (s.kind === 'noProduct') return <p className="page-state" data-testid="contract-no-product">{t('contract.noProduct')}</p>;
    if (s.kind === 'noManager')
      return (
        <section className="section contract-no-manager" role="alert" data-testid="contract-no-manager">
          <h2>{s.product.name}</h2>
          <p className="contract-warning">{t('engine.contract.noManager')}</p>
          <p className="muted">{t('contract.noManagerHint')}</p>
        </section>
      );
    return <ReadyFlow state={s} />;
  }
}

function ReadyFlow({ state }: { state: Extract<ContractSiteState, { kind: 'ready' }> }) {
  const t = useT();
  const { product, site } = state;
  const [fresh, setFresh] = useState<SignedView>();
  const [signAgain, setSignAgain] = useState(false);
  const onSigned = (signed: SignedContract, contractUrl: string) => {
    saveSignedContract(product.productCode, signed);
    setFresh({ contractNo: signed.contractNo, contractUrl, signTime: signed.signTime, contractStart: signed.contractStart, contractEnd: signed.contractEnd });
  };
  const earlier = !signAgain && !fresh ? state.signed : null;
  return (
    <div className="contract-page" data-testid="contract-page">
      <section className="section">
        <h2>{product.name}</h2>
        <div className="row"><span>{t('contract.manager')}</span><span data-testid="contract-manager">{site.manager.managerName}</span></div>
        <div className="row"><span>{t('contract.provider')}</span><span>{site.provider}</span></div>
        {site.terms.length > 0 && (
          <>
            <h3>{t('contract.terms')}</h3>
            <ul className="contract-terms">{site.terms.map((term) => <li key={term}>{term}</li>)}</ul>
          </>
        )}
      </section>
      {fresh && <SignedCard signed={fresh} title={t('contract.signed')} onContinue={() => appNavigate(insureHref(product))} />}
      {earlier && <SignedCard signed={earlier} title={t('contract.alreadySigned')} onSignAgain={() => setSignAgain(true)} />}
      {!fresh && !earlier && <ContractForm productCode={product.productCode} onSigned={onSigned} />}
    </div>
  );
}
