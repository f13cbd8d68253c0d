/** The release diff of two catalogue sides: per product, per family, and a count of untouched products. */
import type { CatalogueSide, VariantSide } from './load';
import { productBlocks, translator, type Block, type Item } from './product-changes';
import type { Locale } from '../../engine/messages';

export interface ProductReport {
  file: string;
  productCode: string;
  name: string;
  /** '+' added, '-' removed, '~' changed, '!' cannot be built on the new side. */
  status: '+' | '-' | '~' | '!';
  note?: string;
  blocks: Block[];
}

export interface FamilyReport {
  family: string;
  members: { file: string; productCode: string; name: string; visible: boolean }[];
}

export interface ReleaseReport {
  from: string;
  to: string;
  products: ProductReport[];
  unchanged: number;
  families: FamilyReport[];
}

const IGNORED = new Set(['$schema']);

/** JSON pointers of the merged manifest that differ, outside what the sections above describe. */
const COVERED = new Set([
  'plans',
  'premium',
  'form',
  'eligibility',
  'protocols',
  'payment',
  'renewal',
  'schedule',
]);
function otherPointers(a: unknown, b: unknown, pointer = '', out: string[] = []): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return out;
  const isBag = (v: unknown) => typeof v === 'object' && v !== null;
  if (isBag(a) && isBag(b) && Array.isArray(a) === Array.isArray(b)) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (pointer === '' && (COVERED.has(key) || IGNORED.has(key))) continue;
      otherPointers(x[key], y[key], `${pointer}/${key}`, out);
    }
    return out;
  }
  out.push(pointer);
  return out;
}

const identity = (v: VariantSide) => ({
  productCode: v.model?.productCode ?? '',
  name: v.model?.name ?? v.file,
});

function productReport(
  before: VariantSide | undefined,
  after: VariantSide | undefined,
  t: ReturnType<typeof translator>,
): ProductReport | undefined {
  const side = (after ?? before)!;
  const head = { file: side.file, ...identity(after?.model ? after : (before ?? side)) };
  if (after?.error)
    return {
      ...head,
      status: '!',
      note: t('release.diff.productBroken', { reason: after.error }),
      blocks: [],
    };
  if (!before)
    return {
      ...head,
      status: '+',
      note: t('release.diff.productAdded'),
      blocks: productBlocks(undefined, after?.model, t),
    };
  if (!after)
    return {
      ...head,
      status: '-',
      note: t('release.diff.productRemoved'),
      blocks: productBlocks(before.model, undefined, t),
    };
  if (before.merged === after.merged) return undefined;
  const blocks = productBlocks(before.model, after.model, t);
  const other = otherPointers(before.mergedJson, after.mergedJson);
  if (other.length > 0)
    blocks.push({
      title: t('release.diff.sectionOther'),
      items: other.map((pointer): Item => ({ mark: '~', text: t('release.diff.otherChanged', { pointer }) })),
    });
  return blocks.length > 0 ? { ...head, status: '~', blocks } : undefined;
}

export function releaseReport(
  before: CatalogueSide,
  after: CatalogueSide,
  locale: Locale = 'zh-CN',
): ReleaseReport {
  const t = translator(locale);
  const files = [...new Set([...before.variants.keys(), ...after.variants.keys()])].sort();
  const products = files
    .map((file) => productReport(before.variants.get(file), after.variants.get(file), t))
    .filter((r): r is ProductReport => r !== undefined);
  const changedFiles = new Set(products.map((p) => p.file));
  const families = [...new Set([...before.families.keys(), ...after.families.keys()])]
    .sort()
    .filter((name) => before.families.get(name) !== after.families.get(name))
    .map((family) => ({
      family,
      members: files
        .map((file) => after.variants.get(file) ?? before.variants.get(file)!)
        .filter((v) => v.chain.includes(family))
        .map((v) => ({ file: v.file, ...identity(v), visible: changedFiles.has(v.file) })),
    }));
  return {
    from: before.label,
    to: after.label,
    products,
    unchanged: files.length - products.length,
    families,
  };
}
