/**
 * Premiums far outside what the family sells for (a typo of one 0 too many or too few): each rate of
 * a variant is compared with the range of its family's own rates and of the family's other variants.
 */
import type { ProductManifest } from '../generated/manifest';
import { finding, type Finding } from './finding';

export interface PricedVariant {
  /** How the variant is named in findings (its file). */
  file: string;
  family?: string | undefined;
  manifest: ProductManifest;
}

/** How far outside the range counts as "far": ten times above the highest or below a tenth of the lowest. */
const FACTOR = 10;

const positiveRates = (m: ProductManifest): number[] =>
  (m.premium?.rates ?? []).map((r) => r.premium).filter((p) => p > 0);

export function premiumRangeRule(
  variants: readonly PricedVariant[],
  familyRates: (family: string) => number[],
): (Finding & { file: string })[] {
  const out: (Finding & { file: string })[] = [];
  for (const v of variants) {
    if (!v.family) continue;
    const others = variants
      .filter((o) => o !== v && o.family === v.family)
      .flatMap((o) => positiveRates(o.manifest));
    const known = [...familyRates(v.family).filter((p) => p > 0), ...others];
    if (known.length === 0) continue;
    const min = Math.min(...known);
    const max = Math.max(...known);
    (v.manifest.premium?.rates ?? []).forEach((r, i) => {
      if (r.premium <= 0 || (r.premium <= max * FACTOR && r.premium * FACTOR >= min)) return;
      out.push({
        file: v.file,
        ...finding(`/premium/rates/${i}/premium`, 'premium.outOfRange', {
          premium: r.premium,
          family: v.family ?? '',
          min,
          max,
        }),
      });
    });
  }
  return out;
}
