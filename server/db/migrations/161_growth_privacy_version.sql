-- Privacy consent log (spec §7 edu-svc agreePrivacyLog/save): which text version the user agreed to
-- and on which occasion (registration or first login), besides who and when.
ALTER TABLE biz_privacy_log ADD COLUMN IF NOT EXISTS version text NOT NULL DEFAULT '';
ALTER TABLE biz_privacy_log ADD COLUMN IF NOT EXISTS occasion text NOT NULL DEFAULT 'login';
CREATE INDEX IF NOT EXISTS biz_privacy_log_user ON biz_privacy_log (user_code, agreed_at);
