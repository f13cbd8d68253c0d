import { useSearchParams } from '../../app/routing';
import { ProtocolScreen, type ProtocolQuery } from '../../../renderers/screens/protocol/ProtocolScreen';
import { draftFor } from '../../../renderers/screens/purchase/draft';
import { appBack } from '../../app/navigation';
import { screenServices } from '../../products/screenServices';
import { AsyncView } from '../../ui/AsyncView';
import { useDraft, useProduct } from './useProduct';

const GROUPS = ['rules', 'clauses'] as const;
const MARKS = ['insuranceRules', 'insuranceClauses', 'documentAgreement', 'productTerms'] as const;

/** The protocol viewers (/viewClause, /checkProtocol, …?productCode=&id=|group=|valueMark=): reads go into the purchase draft. */
export default function ProtocolPage() {
  const [params] = useSearchParams();
  const productCode = params.get('productCode') ?? '';
  const state = useProduct(productCode);
  const [stored, setDraft] = useDraft(productCode);
  const group = GROUPS.find((g) => g === params.get('group'));
  const valueMark = MARKS.find((m) => m === params.get('valueMark'));
  const id = params.get('id');
  const query: ProtocolQuery = {
    ...(id ? { id } : {}),
    ...(group ? { group } : {}),
    ...(valueMark ? { valueMark } : {}),
  };
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(product) => (
        <ProtocolScreen
          product={product}
          query={query}
          services={screenServices}
          read={stored?.readProtocols ?? []}
          onReadChange={(read) => product && setDraft({ ...draftFor(product, stored), readProtocols: read })}
          onDone={appBack}
        />
      )}
    </AsyncView>
  );
}
