-- Issue 16: the rating template (biz_comment_templates, migration 120) is the brokerage's text, like
-- its articles (migration 255): it may carry a version per UI language. The Chinese name is the name
-- of record (what a stored rating says); a translation is shown to a reader who asks for its language
-- (Accept-Language) only while it translates the current Chinese name: `source_name` is the Chinese
-- name it was written for, so when the brokerage renames an item and forgets the English, English
-- readers get the current Chinese rather than a stale English name. The app marks either as content
-- (data-content, lang).
CREATE TABLE IF NOT EXISTS biz_comment_template_translations (
  comment_node text NOT NULL,
  code         text NOT NULL,
  locale       text NOT NULL CHECK (locale IN ('en-US')),
  name         text NOT NULL,
  source_name  text NOT NULL,
  PRIMARY KEY (comment_node, code, locale),
  FOREIGN KEY (comment_node, code) REFERENCES biz_comment_templates (comment_node, code) ON DELETE CASCADE
);

-- English names of the first template (migration 120), each for the Chinese name it translates.
INSERT INTO biz_comment_template_translations (comment_node, code, locale, name, source_name)
SELECT t.comment_node, t.code, 'en-US', v.name, t.name
  FROM (VALUES
    ('00', 'P01', '投保流程', 'Buying process'),
    ('00', 'P02', '产品保障', 'Cover'),
    ('00', 'P03', '服务态度', 'Service'),
    ('01', 'C01', '理赔速度', 'Claim speed'),
    ('01', 'C02', '理赔服务', 'Claim service'),
    ('01', 'C03', '材料便捷', 'Easy paperwork')
  ) AS v (comment_node, code, zh, name)
  JOIN biz_comment_templates t ON t.comment_node = v.comment_node AND t.code = v.code AND t.name = v.zh
ON CONFLICT (comment_node, code, locale) DO NOTHING;
