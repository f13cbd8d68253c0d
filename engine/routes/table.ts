import type { StorefrontKey } from '../messages';

/**
 * The route table of spec §2 for every page that is not a product page: one row per route name with
 * its path, nav-bar title and guard flags. It is the one place a route path is written — the app's
 * router, guard, nav bar and links, the screens' navigation and the gateway's links all name routes
 * from here. Product detail and contract routes are manifest data (route.path, contractFlow.contractPath)
 * served by the router's catch-all from the catalogue. Which page draws a route is the app's
 * business (src/routes/pages.ts, keyed by the same names), so this table imports no page.
 */
export type RouteFlags = {
  requiresLogin: boolean;
  clearRecord: boolean;
  clearForm: boolean;
  /** a back button in the nav bar */
  back: boolean;
  /**
   * The insure pages: open to a visitor when the query's productCode is a public product (its
   * manifest's route.access), so the form can be filled before logging in; the draft is kept on
   * the device and the login comes at the confirm page (docs/products.md "Drafts before login").
   */
  visitorsOnPublicProducts?: boolean;
};

/**
 * An article route draws the server article `page-<path without the slash>` (edu-svc
 * selectFileById; a brokerage edits the text) — `withHotline` adds the service hotline under it.
 */
export type ArticleKind = 'article' | 'withHotline';

export type RouteRow = RouteFlags & {
  path: string;
  title: StorefrontKey;
  article?: ArticleKind;
};

const open = { requiresLogin: false, clearRecord: false, clearForm: false, back: false } as const;
const login = { ...open, requiresLogin: true } as const;
/** the insure pages: login, but a visitor may fill a public product's form first */
const insureFlags = { ...login, visitorsOnPublicProducts: true } as const;
/** confirm and promoter pages show a back button (spec §2) */
const loginBack = { ...login, back: true } as const;

const row = (path: string, title: StorefrontKey, flags: RouteFlags): RouteRow => ({ path, title, ...flags });
const article = (
  path: string,
  title: StorefrontKey,
  flags: RouteFlags,
  kind: ArticleKind = 'article',
): RouteRow & { article: ArticleKind } => ({ path, title, ...flags, article: kind });

export const routes = {
  // Public pages
  home: row('/', 'shell.title.home', { ...open, clearForm: true, clearRecord: true }),
  test: row('/test', 'shell.title.test', open),
  pdf: row('/pdf', 'shell.title.pdf', open),
  taiyuanContract: article('/taiyuanContract', 'shell.title.taiyuanContract', open),
  insureCompanies: row('/insureCompanies', 'shell.title.insureCompanies', open),
  insureSvcProfile: article('/insureSvcProfile', 'shell.title.insureSvcProfile', open),
  claimSvcProfile: article('/claimSvcProfile', 'shell.title.claimSvcProfile', open),
  searchCenter: row('/searchCenter', 'shell.title.searchCenter', open),
  selectCompany: row('/selectCompany', 'shell.title.selectCompany', open),
  market2Share: row('/market2Share', 'shell.title.market', open),
  richTextPage: row('/richTextPage', 'shell.title.richText', open),
  insureMarketHome: row('/insureMarketHome', 'shell.title.market', open),
  locationMarketHome: row('/locationMarketHome', 'shell.title.locationMarket', open),
  aboutUs: article('/aboutUs', 'shell.title.aboutUs', open, 'withHotline'),
  problem: article('/problem', 'shell.title.problem', open),
  forgetPassword: row('/forgetPassword', 'shell.title.forgetPassword', open),
  paySuccessJD: row('/paySuccessJD', 'shell.title.paySuccessJD', open),
  policyDetailWaitInsurance: row('/policyDetailWaitInsurance', 'shell.title.policy.waitInsurance', open),
  informationDisclosure: article('/informationDisclosure', 'shell.title.informationDisclosure', open),
  insurerenew: row('/insurerenew', 'shell.title.insurerenew', open),

  // Account (public)
  login: row('/passport/login', 'shell.title.login', open),
  verCodeLogin: row('/passport/VerCodeLogin', 'shell.title.verCodeLogin', open),
  passwordLogin: row('/passport/PasswordLogin', 'shell.title.passwordLogin', open),
  register: row('/passport/register', 'shell.title.register', open),
  bindPhone: row('/bindPhone/:oldPhone/:userCode', 'shell.title.bindPhone', open),

  // Legal and info pages (/JtprivacyClause, /CertificationResult and /weixin need login: spec §2)
  registerKnow: article('/registerKnow', 'shell.title.registerKnow', open),
  registerPrivacyClause: article('/registerPrivacyClause', 'shell.title.registerPrivacyClause', open),
  fzAddressBook: article('/fzAddressBook', 'shell.title.fzAddressBook', open, 'withHotline'),
  forParentLetter: article('/forParentLetter', 'shell.title.forParentLetter', open),
  hideClare: article('/hideClare', 'shell.title.hideClare', open),
  JtprivacyClause: article('/JtprivacyClause', 'shell.title.JtprivacyClause', login),
  weixin: row('/weixin', 'shell.title.weixin', login),
  certificationResult: row('/CertificationResult', 'shell.title.certificationResult', login),
  // Not in spec §2: the identity-verification form that leads to the face check (docs/identity.md).
  identityVerify: row('/identityVerify', 'identity.title', login),

  // Account (login required)
  myIndex: row('/myIndex', 'shell.title.myIndex', login),
  zancunList: row('/zancunList', 'shell.title.zancunList', login),
  insureDetail: row('/insureDetail', 'shell.title.insureDetail', login),
  userInfo: row('/userInfo', 'shell.title.userInfo', login),
  resetNewPassword: row('/resetNewPassword', 'shell.title.resetNewPassword', login),
  detailSign: row('/detailSign', 'shell.title.detailSign', login),

  // Policies
  policyList: row('/policyList', 'shell.title.policyList', login),
  policyDetailTobePaid: row('/policyDetailTobePaid', 'shell.title.policy.tobePaid', login),
  policyDetailGuarantee: row('/policyDetailGuarantee', 'shell.title.policy.guarantee', login),
  policyDetailPaymentTimeout: row('/policyDetailPaymentTimeout', 'shell.title.policy.paymentTimeout', login),
  policyDetailPolicyOverdue: row('/policyDetailPolicyOverdue', 'shell.title.policy.overdue', login),
  policyDetailSurrender: row('/policyDetailSurrender', 'shell.title.policy.surrender', login),
  PolicyDetailCancel: row('/PolicyDetailCancel', 'shell.title.policy.cancel', login),
  policyDetailWaitIssue: row('/policyDetailWaitIssue', 'shell.title.policy.waitIssue', login),
  policyDetailIssueFail: row('/policyDetailIssueFail', 'shell.title.policy.issueFail', login),
  cooperationList: row('/cooperationList', 'shell.title.cooperationList', login),

  // Purchase, confirm, payment and viewers. (/VaccineDetails, /newProductDetail and the contract
  // pages — /lanshanContract, /jiningOfflineContract, /xuZhouOfflineSign — are catalogue routes.)
  estimateList: row('/estimateList', 'shell.title.estimateList', login),
  insure: row('/insure', 'shell.title.insure', insureFlags),
  maincenter: row('/maincenter', 'shell.title.insure', insureFlags),
  newProductInsure: row('/newProductInsure', 'shell.title.insure', insureFlags),
  calmCareNotify: row('/calmCareNotify', 'shell.title.notify', login),
  fuxingNotify: row('/fuxingNotify', 'shell.title.notify', login),
  insuranceNotificationAgreement: row('/insuranceNotificationAgreement', 'shell.title.notify', login),
  confirm: row('/confirm', 'shell.title.confirm', loginBack),
  confirmIndex: row('/confirmIndex', 'shell.title.confirm', loginBack),
  confirmIndexOneConfig: row('/confirmIndexOneConfig', 'shell.title.confirm', loginBack),
  confirmIndexForMulti: row('/confirmIndexForMulti', 'shell.title.confirm', loginBack),
  payoff: row('/payoff', 'shell.title.payoff', login),
  paySuccess: row('/paySuccess', 'shell.title.paySuccess', login),
  descriptionAgreementDocuments: row('/descriptionAgreementDocuments', 'shell.title.agreement', login),
  exemptionliability: row('/exemptionliability', 'shell.title.agreement', login),
  healthInsuranceAgreements: row('/healthInsuranceAgreements', 'shell.title.agreement', login),
  insuranceClauses: row('/insuranceClauses', 'shell.title.agreement', login),
  viewImage: row('/viewImage', 'shell.title.viewer', login),
  checkProtocol: row('/checkProtocol', 'shell.title.viewer', login),
  commonProtocolRead: row('/commonProtocolRead', 'shell.title.viewer', login),
  viewClause: row('/viewClause', 'shell.title.viewer', login),
  signList: row('/signList', 'shell.title.signList', login),
  watchSign: row('/watchSign', 'shell.title.signList', login),

  // Promoter pages (back button)
  myAchievement: row('/myAchievement', 'shell.title.promoter.achievement', loginBack),
  validList: row('/validList', 'shell.title.promoter.validList', loginBack),
  renewalList: row('/renewalList', 'shell.title.promoter.renewalList', loginBack),
  customerList: row('/customerList', 'shell.title.promoter.customerList', loginBack),
  achievementDetail: row('/achievementDetail', 'shell.title.promoter.achievement', loginBack),
  rewardDetail: row('/rewardDetail', 'shell.title.promoter.reward', loginBack),
  renewalDetail: row('/renewalDetail', 'shell.title.promoter.renewalList', loginBack),
  customerDetail: row('/customerDetail', 'shell.title.promoter.customerList', loginBack),
  customerDetailPush: row('/customerDetailPush', 'shell.title.promoter.customerList', loginBack),
  // Not in spec §2: the staff replay of a recorded sales process (the regulator's 可回溯 rule).
  salesReplay: row('/salesReplay', 'shell.title.salesReplay', loginBack),
} satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof routes;

/** The routes drawn by the one article page (their `article` column is set). */
export type ArticleRouteName = {
  [K in RouteName]: (typeof routes)[K] extends { article: ArticleKind } ? K : never;
}[RouteName];

export const isArticleRoute = (name: RouteName): name is ArticleRouteName =>
  routes[name].article !== undefined;

/** The configured market home (spec §2 constant 'HOME'): where `/` goes under the ONLY_MARKET page model. */
export const MARKET_HOME: RouteName = 'insureMarketHome';

export type Query = Record<string, string | number | undefined>;

/** A hash-router href for a route: path params filled in, query appended (undefined values dropped). */
export function getHref(name: RouteName, query: Query = {}, params: Record<string, string> = {}): string {
  const path = routes[name].path.replace(/:(\w+)/g, (_whole, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return withQuery(path, query);
}

export function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The table route of a pathname (exact match; parameterised paths by pattern), with its name. */
export function routeNameFor(pathname: string): RouteName | undefined {
  return (Object.keys(routes) as RouteName[]).find((name) => {
    const { path } = routes[name];
    return path === pathname || new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`).test(pathname);
  });
}
