/** A premium factor that follows from the insured must be derived (engine/rules/derived-factors.ts), not a free choice. */
import type { ProductManifest } from '../generated/manifest';
import { factorDerivationProblems } from '../rules/derived-factors';
import { finding, type Finding } from './finding';

export function derivedFactorsRule(m: ProductManifest): Finding[] {
  return (m.premium?.factors ?? []).flatMap((factor, i) =>
    factorDerivationProblems(factor).map((issue) => {
      const pointer = `/premium/factors/${i}`;
      if (issue.kind === 'free') return finding(pointer, 'factors.free', { factor: issue.factor });
      if (issue.kind === 'notAnOption')
        return finding(pointer, 'factors.notAnOption', { factor: issue.factor, value: issue.value });
      return finding(pointer, 'factors.readsOther', {
        factor: issue.factor,
        value: issue.value,
        fields: issue.fields,
      });
    }),
  );
}
