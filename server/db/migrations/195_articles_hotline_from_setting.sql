-- Issue 13 item 9: the brokerage's hotline is one app setting (src/app/brokerage.ts), shown under
-- /aboutUs and /fzAddressBook as a tappable link. The first versions of these two articles (migration
-- 141) also spelled a number in their text; that sentence goes, so no page shows a second number.
-- An article a brokerage has rewritten is left as it is (only the original sentences are removed).
UPDATE biz_articles SET content = replace(content, '<p>客服热线：400-000-0000（工作日 9:00-18:00）。</p>', '')
 WHERE id = 'page-aboutUs';
UPDATE biz_articles SET content = replace(content, '<p>总部（本部）：客服热线 400-000-0000。</p>', '<p>总部（本部）：见下方客服热线。</p>')
 WHERE id = 'page-fzAddressBook';
