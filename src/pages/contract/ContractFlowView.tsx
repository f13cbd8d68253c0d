import { useState } from 'react';
import { todayInChina, type ProductModel, type SignedContract } from '../../../engine';
import { useT } from '../../messages/useT';
import { ContractForm } from './ContractForm';
import { SignedCard, type SignedView } from './SignedCard';
import { saveSignedContract } from './signedContract';
import type { ContractSiteState } from './useContractSite';
import './contract.css';
import '../../../engine/messages/zh-CN/contract';
import '../../../engine/messages/zh-CN/engine';

/**
 * What a contract page draws for its loaded state (the page fetches it; stories pass fixtures):
 * 未配置客户经理 without an account manager; else the manager, the terms, a contract signed earlier
 * or the commission contract form, then on to buying (`onContinue`).
 */
export function ContractFlowView({
  state,
  onContinue,
}: {
  state: ContractSiteState;
  onContinue: (product: ProductModel) => void;
}) {
  const t = useT();
  if (state.kind === 'noProduct')
    return (
      <p className="page-state" data-testid="contract-no-product">
        {t('contract.noProduct')}
      </p>
    );
  if (state.kind === 'noManager')
    return (
      <section className="section contract-no-manager" role="alert" data-testid="contract-no-manager">
        <h2>{state.product.name}</h2>
        <p className="contract-warning">{t('engine.contract.noManager')}</p>
        <p className="muted">{t('contract.noManagerHint')}</p>
      </section>
    );
  return <ReadyFlow state={state} onContinue={onContinue} />;
}

function ReadyFlow({
  state,
  onContinue,
}: {
  state: Extract<ContractSiteState, { kind: 'ready' }>;
  onContinue: (product: ProductModel) => void;
}) {
  const t = useT();
  const { product, site } = state;
  const [fresh, setFresh] = useState<SignedView>();
  const [signAgain, setSignAgain] = useState(false);
  const onSigned = (signed: SignedContract, contractUrl: string) => {
    saveSignedContract(product.productCode, signed);
    setFresh({
      contractNo: signed.contractNo,
      contractUrl,
      signTime: signed.signTime,
      contractStart: signed.contractStart,
      contractEnd: signed.contractEnd,
    });
  };
  const earlier = !signAgain && !fresh ? state.signed : null;
  // A contract signed before that still runs can carry this purchase too (the gateway checks it again on submit).
  const continueWithEarlier =
    earlier && earlier.contractStart && earlier.contractEnd && earlier.contractEnd >= todayInChina()
      ? () => {
          const { contractNo, bailorName, bailorIdNo, signTime } = earlier;
          saveSignedContract(product.productCode, {
            contractNo,
            bailorName,
            bailorIdNo,
            signTime,
            contractStart: earlier.contractStart ?? '',
            contractEnd: earlier.contractEnd ?? '',
          });
          onContinue(product);
        }
      : undefined;
  return (
    <div className="contract-page" data-testid="contract-page">
      <section className="section">
        <h2>{product.name}</h2>
        <div className="row">
          <span>{t('contract.manager')}</span>
          <span data-testid="contract-manager">{site.manager.managerName}</span>
        </div>
        <div className="row">
          <span>{t('contract.provider')}</span>
          <span>{site.provider}</span>
        </div>
        {site.terms.length > 0 && (
          <>
            <h3>{t('contract.terms')}</h3>
            <ul className="contract-terms">
              {site.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      {fresh && (
        <SignedCard signed={fresh} title={t('contract.signed')} onContinue={() => onContinue(product)} />
      )}
      {earlier && (
        <SignedCard
          signed={earlier}
          title={t('contract.alreadySigned')}
          {...(continueWithEarlier ? { onContinue: continueWithEarlier } : {})}
          onSignAgain={() => setSignAgain(true)}
        />
      )}
      {!fresh && !earlier && <ContractForm productCode={product.productCode} onSigned={onSigned} />}
    </div>
  );
}
