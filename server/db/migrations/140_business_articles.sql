-- Server articles (rich text) shown by /richTextPage?id= (edu-svc wxb/_bai/selectFile, selectFileById).
CREATE TABLE IF NOT EXISTS biz_articles (
  id          text PRIMARY KEY,
  title       text NOT NULL,
  content     text NOT NULL,
  seq         integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL
);
