import type { Db } from '../../db/types';

/**
 * Server articles for /richTextPage (HTML; the app sanitizes it). Content, not UI strings: each has
 * the brokerage's English version beside it (biz_article_translations, migration 255).
 */
const ARTICLES = [
  {
    id: 'notice-student-accident',
    title: '学生意外伤害保险投保须知',
    content:
      '<h3>投保须知</h3><p>1. 本保险面向在校学生及幼儿园儿童，投保时请如实填写被保险人信息。</p><p>2. 保险期间一般为一年，自约定起保日零时起算。</p><p>3. 请在提交投保信息后及时完成支付，超时未支付的订单将自动关闭。</p>',
    en: {
      title: 'Student accident insurance: application notice',
      content:
        "<h3>Application notice</h3><p>1. This insurance is for school students and kindergarten children; please give the insured person's details truthfully when you apply.</p><p>2. The period of cover is usually one year, from 00:00 on the agreed start date.</p><p>3. Please pay soon after submitting the application: an order not paid in time is closed automatically.</p>",
    },
  },
  {
    id: 'guide-claims',
    title: '理赔服务指南',
    content:
      '<h3>如何申请理赔</h3><ol><li>出险后请及时拨打保险公司客服电话报案。</li><li>准备身份证明、病历、发票等理赔材料。</li><li>在“我的保单”中查看保单详情并提交材料。</li></ol>',
    en: {
      title: 'Claims guide',
      content:
        '<h3>How to make a claim</h3><ol><li>After an incident, report it to the insurer\'s customer service by phone promptly.</li><li>Prepare the claim materials: proof of identity, medical records, invoices and so on.</li><li>Open the policy\'s details under "My policies" and submit the materials.</li></ol>',
    },
  },
  {
    id: 'letter-to-parents',
    title: '致家长的一封信',
    content:
      '<p>尊敬的家长：</p><p>为进一步保障孩子在校期间的安全，学校推荐家长自愿为孩子投保学生平安保险。感谢您的理解与支持！</p>',
    en: {
      title: 'A letter to parents',
      content:
        '<p>Dear parents,</p><p>To better protect children while they are at school, the school recommends that parents may choose to insure their children with student safety insurance. Thank you for your understanding and support!</p>',
    },
  },
];

export async function seedArticles(db: Db, now: Date): Promise<number> {
  for (const [seq, a] of ARTICLES.entries()) {
    await db.query(
      'INSERT INTO biz_articles (id, title, content, seq, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
      [a.id, a.title, a.content, seq, now],
    );
    // The translation is of this Chinese text: an article already there with other text gets none.
    await db.query(
      `INSERT INTO biz_article_translations (article_id, locale, title, content, source_updated_at)
       SELECT id, 'en-US', $2, $3, updated_at FROM biz_articles WHERE id = $1 AND content = $4
       ON CONFLICT (article_id, locale) DO NOTHING`,
      [a.id, a.en.title, a.en.content, a.content],
    );
  }
  return ARTICLES.length;
}
