/** Every plan × every combination of factor values has exactly one rate. */
import type { ProductManifest } from '../generated/manifest';
import { finding, type Finding } from './finding';

function combinations(factors: { code: string; values: string[] }[]): Record<string, string>[] {
  return factors.reduce<Record<string, string>[]>(
    (acc, f) => acc.flatMap((combo) => f.values.map((v) => ({ ...combo, [f.code]: v }))),
    [{}],
  );
}

export function ratesRule(m: ProductManifest): Finding[] {
  if (!m.plans || !m.premium) return [];
  const out: Finding[] = [];
  const factors = m.premium.factors.map((f) => ({ code: f.code, values: f.options.map((o) => o.value) }));
  const programs = [
    ...m.plans.groups.flatMap((g) => g.programs.map((p) => p.code)),
    ...(m.plans.layout === 'grouped' ? (m.plans.shared ?? []).map((p) => p.code) : []),
  ];
  const combos = combinations(factors);
  const rates = m.premium.rates;
  for (const program of programs) {
    for (const combo of combos) {
      const matching = rates.filter(
        (r) => r.program === program && factors.every((f) => (r.when ?? {})[f.code] === combo[f.code]),
      );
      const pairs = factors.map((f) => `${f.code}=${combo[f.code] ?? ''}`).join(', ');
      const params = { program, pairs, when: JSON.stringify(combo) };
      const plain = factors.length === 0;
      if (matching.length === 0)
        out.push(finding('/premium/rates', plain ? 'rates.missingPlain' : 'rates.missing', params));
      else if (matching.length > 1)
        out.push(
          finding(
            `/premium/rates/${rates.indexOf(matching[1] as (typeof rates)[number])}`,
            plain ? 'rates.duplicatePlain' : 'rates.duplicate',
            params,
          ),
        );
    }
  }
  rates.forEach((r, i) => {
    const missing = factors.filter((f) => (r.when ?? {})[f.code] === undefined).map((f) => f.code);
    if (missing.length > 0)
      out.push(finding(`/premium/rates/${i}/when`, 'rates.whenMissing', { codes: missing.join(', ') }));
  });
  return out;
}
