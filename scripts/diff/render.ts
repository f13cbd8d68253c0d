/** The release diff as a reviewer reads it: plain terminal text, or Markdown for a pull request. */
import type { ReleaseReport } from './report';
import type { Item } from './product-changes';
import { format, type Locale } from '../../engine/messages';
import '../../engine/messages/tooling-messages'; // the diff's own texts

function itemLines(items: readonly Item[], indent: string, markdown: boolean): string[] {
  const out: string[] = [];
  for (const item of items) {
    out.push(
      markdown
        ? `${indent}- ${item.mark === '~' ? '' : `${item.mark} `}${item.text}`
        : `${indent}${item.mark} ${item.text}`,
    );
    if (item.diff) {
      if (markdown)
        out.push(
          '',
          `${indent}  \`\`\`diff`,
          ...item.diff.map((l) => `${indent}  ${l.op}${l.text}`),
          `${indent}  \`\`\``,
          '',
        );
      else out.push(...item.diff.map((l) => `${indent}    ${l.op} ${l.text}`));
    }
    if (item.items) out.push(...itemLines(item.items, `${indent}  `, markdown));
  }
  return out;
}

export function renderReport(report: ReleaseReport, options: { markdown: boolean; locale?: Locale }): string {
  const locale = options.locale ?? 'zh-CN';
  const t = (key: Parameters<typeof format>[0], params?: Record<string, string | number>) =>
    format(key, params, locale);
  const md = options.markdown;
  const out: string[] = [
    md
      ? `## ${t('release.diff.title', { from: report.from, to: report.to })}`
      : t('release.diff.title', { from: report.from, to: report.to }),
  ];
  out.push('', t('release.diff.summary', { changed: report.products.length, unchanged: report.unchanged }));
  if (report.products.length === 0) out.push(t('release.diff.nothing'));
  for (const product of report.products) {
    const title = `${product.productCode} ${product.name}（products/${product.file}）${product.note ? ` ${product.note}` : ''}`;
    out.push('', `${md ? '###' : '■'} ${product.status === '~' ? '' : `${product.status} `}${title}`);
    for (const block of product.blocks) {
      out.push(md ? `\n**${block.title}**\n` : `  ${block.title}`);
      out.push(...itemLines(block.items, md ? '' : '    ', md));
    }
  }
  if (report.families.length > 0) {
    out.push(
      '',
      md ? `### ${t('release.diff.sectionFamilies')}\n` : `■ ${t('release.diff.sectionFamilies')}`,
    );
    for (const family of report.families) {
      const visible = family.members.filter((m) => m.visible).length;
      out.push(
        `${md ? '- ' : '  '}${t('release.diff.familyChanged', { family: family.family, count: family.members.length, visible })}`,
      );
      for (const m of family.members) {
        const effect = t(m.visible ? 'release.diff.familyMemberVisible' : 'release.diff.familyMemberHidden');
        out.push(
          `${md ? '  - ' : '    · '}${t('release.diff.familyMember', { code: m.productCode, name: m.name, file: `products/${m.file}`, effect })}`,
        );
      }
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
