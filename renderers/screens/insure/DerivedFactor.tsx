/**
 * A premium factor that follows from the insured (manifest `derive`), shown read-only: its value
 * as the engine derived it from the insured's details, or a hint until they are filled in.
 */
import { useFormat } from '../../platform/locale';
import type { FactorModel } from '../../../engine/model';
import '../../../engine/messages/zh-CN/screens';

export function DerivedFactor({ factor, value }: { factor: FactorModel; value: string | undefined }) {
  const format = useFormat();
  const label = factor.options.find((o) => o.value === value)?.label;
  return (
    <div
      data-testid={`derived-factor-${factor.code}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '10px 0',
        fontSize: 15,
      }}
    >
      <span>{factor.name}</span>
      <span style={{ textAlign: 'right' }}>
        <strong aria-readonly="true">{label ?? '—'}</strong>
        <br />
        <small style={{ color: '#666', fontSize: 12 }}>{format('screens.insure.derivedFactorHint')}</small>
      </span>
    </div>
  );
}
