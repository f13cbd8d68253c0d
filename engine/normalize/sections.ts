import type { ProductManifest, RichTextSection, Section } from '../generated/manifest';
import type { ProtocolGroupModel, ProtocolItemModel, SectionModel } from '../model';

/** Protocol groups: [rules, clauses], items sorted by displayNo. */
export function normalizeProtocols(protocols: ProductManifest['protocols']): ProtocolGroupModel[] {
  const items = (list: NonNullable<ProductManifest['protocols']>['rules'] | undefined): ProtocolItemModel[] =>
    (list ?? [])
      .map((item) => ({
        id: item.id,
        displayNo: item.displayNo,
        resourceName: item.resourceName,
        valueMark: item.valueMark,
        type: 'html' as const,
        content: item.content,
        images: item.images ?? [],
      }))
      .sort((a, b) => a.displayNo - b.displayNo);
  return [
    { group: 'rules', items: items(protocols?.rules), mustReadAll: false },
    { group: 'clauses', items: items(protocols?.clauses), mustReadAll: true },
  ];
}

/** Sections with unique keys; rich text that references a protocol item gets its content. */
export function normalizeSections(
  sections: ProductManifest['sections'],
  protocols: ProtocolGroupModel[],
): SectionModel[] {
  const byId = new Map(protocols.flatMap((g) => g.items).map((item) => [item.id, item]));
  const counts = new Map<string, number>();
  return (sections ?? []).map((section) => {
    const n = counts.get(section.type) ?? 0;
    counts.set(section.type, n + 1);
    const key = n === 0 ? section.type : `${section.type}-${n}`;
    if (
      section.type === 'insuranceNotice' ||
      section.type === 'cooperationAuthorization' ||
      section.type === 'richText'
    ) {
      const ref = section.protocolRef ? byId.get(section.protocolRef) : undefined;
      const title = section.title ?? ref?.resourceName;
      return {
        key,
        type: section.type,
        ...(title !== undefined ? { title } : {}),
        html: section.html ?? ref?.content ?? '',
      };
    }
    return { key, ...(section as Exclude<Section, RichTextSection>) };
  });
}
