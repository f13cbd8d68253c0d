-- Issue 16: a brokerage's articles (biz_articles) may carry a version per UI language, as manifests
-- carry an optional i18n.en-US. The Chinese row is the text of record; a translation is shown to a
-- reader who asks for its language (Accept-Language) only while it translates the current Chinese
-- text: `source_updated_at` is the Chinese row's updated_at it was written from, and once the
-- brokerage edits the Chinese article (a later updated_at) the gateway answers the Chinese again
-- until the translation is brought up to date. The app marks either as content (data-content, lang).
CREATE TABLE IF NOT EXISTS biz_article_translations (
  article_id        text NOT NULL REFERENCES biz_articles (id) ON DELETE CASCADE,
  locale            text NOT NULL CHECK (locale IN ('en-US')),
  title             text NOT NULL,
  content           text NOT NULL,
  source_updated_at timestamptz NOT NULL,
  PRIMARY KEY (article_id, locale)
);

-- English versions of the information pages' first versions (migration 141 as amended by 195).
-- Each is written for one Chinese text (its md5): an article a brokerage has already rewritten gets none.
INSERT INTO biz_article_translations (article_id, locale, title, content, source_updated_at)
SELECT a.id, 'en-US', t.title, t.content, a.updated_at
  FROM (VALUES
    ('page-aboutUs', 'd013bfba6a5e723c8c37a901ab284ae8', 'About us', '<p>Jiaobao Online is the online insurance platform a licensed insurance brokerage runs for the education sector. It serves students, young children and their parents and guardians.</p><p>The platform offers student accident insurance, guardian liability insurance, critical illness insurance, million-yuan medical insurance and liability insurance, with online application, payment, renewal, enquiries and reviews.</p>'),
    ('page-problem', '84d646efd48d312d1fe16278b66178a0', 'FAQ', '<h3>Q: How do I see the policies I have bought?</h3><p>A: Log in and open "Me" - "My policies" to see every policy, by status.</p><h3>Q: What happens to an unpaid order?</h3><p>A: An order still unpaid after its payment deadline becomes "Payment timed out", and you need to apply again.</p><h3>Q: How do I renew?</h3><p>A: Tap "Renew" on the details of a policy that is in force or has expired, check the details and confirm.</p>'),
    ('page-informationDisclosure', '5211a7eb67506c9c7646d560123be4a9', 'Information disclosure', '<p>This platform is run by a licensed insurance brokerage; every product it sells is underwritten by a partner insurer.</p><p>Before you apply, please read the policy terms, the application notice and the exclusions carefully, so that you know what is covered and what is not.</p><p>To check the brokerage''s licence or to make a complaint, please call the service hotline.</p>'),
    ('page-registerKnow', '71355aff01febb0050bc9773b5ce5602', 'Registration notice', '<p>Welcome to Jiaobao Online. By registering you agree to use the platform''s services as this notice describes.</p><p>Register with your own mobile number, keep your account and password safe, and take responsibility for everything done with your account.</p><p>The information you give when you apply must be true, accurate and complete; otherwise the insurance contract may not be valid.</p>'),
    ('page-registerPrivacyClause', '36d438f91e2c5757165dfaffb796a1b2', 'Privacy terms', '<p>We collect and use your personal information only to provide applications, payment, policy services and customer service.</p><p>Sensitive information such as ID numbers is masked when pages show it, and is encrypted in transit and at rest.</p><p>We do not give your personal information to third parties without your consent, except where laws and regulations require it.</p>'),
    ('page-JtprivacyClause', '0d7af83258fc17fa4dc17c91038ae98b', 'Privacy policy', '<p>We collect and use your personal information only to provide applications, payment, policy services and customer service.</p><p>Sensitive information such as ID numbers is masked when pages show it, and is encrypted in transit and at rest.</p><p>We do not give your personal information to third parties without your consent, except where laws and regulations require it.</p><p>You can view and correct your personal information under "Me", or contact customer service to close your account.</p>'),
    ('page-forParentLetter', '23fea4169806ba5f8ac233f8ce337c4a', 'A letter to parents', '<p>Dear parents,</p><p>To give students better protection against risks, the school recommends that parents may choose to insure their children with products such as student accident insurance, which covers accidental injury and medical treatment for illness in and out of school.</p><p>Taking out insurance is entirely voluntary; please read the policy terms carefully before you decide.</p>'),
    ('page-hideClare', '90fdea158e61509cf5878999590e181b', 'Privacy statement', '<p>This platform strictly protects your privacy: ID numbers and mobile numbers shown on its pages are masked.</p><p>If you find that your personal information has been leaked or misused, please contact customer service at once.</p>'),
    ('page-fzAddressBook', '23783dbc91bbe72d146ee0d9846ecdd9', 'Branch directory', '<p>Head office: see the service hotline below.</p><p>For the contact details of a branch, please ask the account manager in your area.</p>'),
    ('page-insureSvcProfile', '94e13bae4d5b36c4d73e529f93c5c5df', 'Application services', '<p>Apply online: choose a product and a plan, fill in the policyholder''s and the insured''s details, read the terms, then confirm and pay.</p><p>Policy services: after paying, follow the policy''s issue under "My policies"; once it is issued you can view the e-policy.</p><p>Renewal: around the expiry date, renew in one tap from the policy details.</p>'),
    ('page-claimSvcProfile', '3c5d663ab27a79570c4678c5b4fdfde8', 'Claim services', '<p>After an incident, please report it to the insurer''s customer service by phone promptly, and keep materials such as medical invoices and records.</p><p>Submit the claim materials the insurer asks for; once the claim is approved, the payment is made to the account you name.</p><p>For the progress of a claim, ask the insurer or this platform''s customer service.</p>'),
    ('page-taiyuanContract', 'fd39b81d90df94a3865a3e760e96bd6d', 'Taiyuan student insurance mandate', '<p>This agreement is the mandate for student insurance in Taiyuan: the policyholder asks the brokerage to handle the application on their behalf.</p><p>The brokerage shall give true information about the insurance products and help with the application, policy changes and claims.</p><p>The policyholder shall give true application information and pay the premium on time.</p>')
  ) AS t (id, zh_md5, title, content)
  JOIN biz_articles a ON a.id = t.id AND md5(a.content) = t.zh_md5
ON CONFLICT (article_id, locale) DO NOTHING;
