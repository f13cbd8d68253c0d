-- Ratings (comment-svc) and the rating templates per node ('00' policy, '01' claim).
CREATE TABLE IF NOT EXISTS biz_comment_templates (
  comment_node text NOT NULL,
  comment_type text NOT NULL,
  seq          integer NOT NULL,
  code         text NOT NULL,
  name         text NOT NULL,
  PRIMARY KEY (comment_node, code)
);

CREATE TABLE IF NOT EXISTS biz_comments (
  id            bigserial PRIMARY KEY,
  user_code     text NOT NULL,
  user_name     text NOT NULL,
  login_account text NOT NULL,
  product_code  text NOT NULL,
  product_name  text NOT NULL,
  biz_no        text NOT NULL,
  biz_type      text NOT NULL,
  comment_node  text NOT NULL,
  comment_list  jsonb NOT NULL,
  score         numeric(3,2) NOT NULL,
  status        text NOT NULL DEFAULT '1',
  created_at    timestamptz NOT NULL,
  UNIQUE (user_code, biz_no, comment_node)
);
CREATE INDEX IF NOT EXISTS biz_comments_product ON biz_comments (product_code, comment_node, created_at DESC);

INSERT INTO biz_comment_templates (comment_node, comment_type, seq, code, name) VALUES
  ('00', '00', 1, 'P01', '投保流程'),
  ('00', '00', 2, 'P02', '产品保障'),
  ('00', '00', 3, 'P03', '服务态度'),
  ('01', '00', 1, 'C01', '理赔速度'),
  ('01', '00', 2, 'C02', '理赔服务'),
  ('01', '00', 3, 'C03', '材料便捷')
ON CONFLICT DO NOTHING;
