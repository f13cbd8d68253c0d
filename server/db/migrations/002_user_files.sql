-- Platform: files a user uploads (user-svc api/file): avatars, documents. Owner-only reads.
CREATE TABLE user_files (
  id          text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  file_name   text NOT NULL,
  mime_type   text NOT NULL,
  size        integer NOT NULL,
  content     bytea NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX user_files_user ON user_files (user_id, created_at DESC);
