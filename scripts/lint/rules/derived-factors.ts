/** A premium factor that follows from the insured must be derived (engine/rules/derived-factors.ts), not a free choice. */
import type { ProductManifest } from '../../../engine/generated/manifest';
import { factorDerivationProblems } from '../../../engine/rules/derived-factors';
import { finding, type Finding } from '../problem';

export function derivedFactorsRule(m: ProductManifest): Finding[] {
  return (m.premium?.factors ?? []).flatMap((factor, i) =>
    factorDerivationProblems(factor).map((message) =>
      finding(`/premium/factors/${i}`, message, factor.derive ? undefined : 'e.g. "derive": [{ "value": "0-6", "when": { "field": "insured.birthday", "op": "ageLt", "value": 7 } }, …]'),
    ),
  );
}
