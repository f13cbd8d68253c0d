import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../node';
import { titleIn } from './product-index';

describe("a product page's title in the reader's language", () => {
  it("is the manifest's translated route.title in English, and the Chinese title (marked zh-CN) where the manifest has none", async () => {
    const { index } = await loadCatalogue('products');
    const jining = index.find((e) => e.path === '/jiningDetails')!;
    expect(jining.translatedTitle).toEqual({ 'en-US': 'Jining Student Growth Protection Plan' });
    expect(titleIn(jining, 'en-US')).toEqual({
      text: 'Jining Student Growth Protection Plan',
      lang: 'en-US',
    });
    expect(titleIn(jining, 'zh-CN')).toEqual({ text: '济宁市学生成长保障计划', lang: 'zh-CN' });

    const untranslated = index.find((e) => e.path === '/fuxingUnionDetails')!;
    expect(untranslated).not.toHaveProperty('translatedTitle');
    expect(titleIn(untranslated, 'en-US')).toEqual({ text: untranslated.title, lang: 'zh-CN' });
  });
});
