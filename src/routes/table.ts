import type { MessageKey } from '../../engine/messages';
import { shellPages, type PageLoader } from './shellPages';
import { screenPage } from './screenPages';
import { SALES_REPLAY_PATH } from '../growth/paths';

/**
 * The route table of spec §2 for every page that is not a product detail page (those come from the
 * engine's catalogue: ./productRoutes.ts). One row per route with its flags; the router, the guard,
 * the nav bar and the links all read this table — no route-path special cases in code.
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
export type AppRoute = RouteFlags & {
  path: string;
  title: MessageKey;
  page: PageLoader;
  /** who draws the page: the shell (src/pages) or the screens (renderers/) */
  owner: 'shell' | 'screens';
};

const open = { requiresLogin: false, clearRecord: false, clearForm: false, back: false } as const;
const login = { ...open, requiresLogin: true } as const;
/** the insure pages: login, but a visitor may fill a public product's form first */
const insureFlags = { ...login, visitorsOnPublicProducts: true } as const;
/** confirm and promoter pages show a back button (spec §2) */
const loginBack = { ...login, back: true } as const;

const shell = (path: string, title: MessageKey, flags: RouteFlags, page: PageLoader): AppRoute => ({
  path,
  title,
  page,
  owner: 'shell',
  ...flags,
});
/** The contract-based flow's page (src/pages/contract). */
const contractFlowPage: PageLoader = () => import('../pages/contract/ContractFlowPage');
const screen = (path: string, title: MessageKey, flags: RouteFlags): AppRoute => ({
  path,
  title,
  page: screenPage(path),
  owner: 'screens',
  ...flags,
});

export const routes = {
  // Public pages
  home: shell('/', 'shell.title.home', { ...open, clearForm: true, clearRecord: true }, shellPages.home),
  test: shell('/test', 'shell.title.test', open, shellPages.diagnostics),
  pdf: shell('/pdf', 'shell.title.pdf', open, shellPages.pdf),
  taiyuanContract: shell('/taiyuanContract', 'shell.title.taiyuanContract', open, shellPages.taiyuanContract),
  insureCompanies: shell('/insureCompanies', 'shell.title.insureCompanies', open, shellPages.insureCompanies),
  insureSvcProfile: shell(
    '/insureSvcProfile',
    'shell.title.insureSvcProfile',
    open,
    shellPages.insureSvcProfile,
  ),
  claimSvcProfile: shell('/claimSvcProfile', 'shell.title.claimSvcProfile', open, shellPages.claimSvcProfile),
  searchCenter: shell('/searchCenter', 'shell.title.searchCenter', open, shellPages.searchCenter),
  selectCompany: shell('/selectCompany', 'shell.title.selectCompany', open, shellPages.selectCompany),
  market2Share: shell('/market2Share', 'shell.title.market', open, shellPages.market2Share),
  richTextPage: shell('/richTextPage', 'shell.title.richText', open, shellPages.richText),
  insureMarketHome: shell('/insureMarketHome', 'shell.title.market', open, shellPages.marketHome),
  locationMarketHome: shell(
    '/locationMarketHome',
    'shell.title.locationMarket',
    open,
    shellPages.locationMarket,
  ),
  aboutUs: shell('/aboutUs', 'shell.title.aboutUs', open, shellPages.aboutUs),
  problem: shell('/problem', 'shell.title.problem', open, shellPages.problem),
  forgetPassword: shell('/forgetPassword', 'shell.title.forgetPassword', open, shellPages.forgetPassword),
  paySuccessJD: shell('/paySuccessJD', 'shell.title.paySuccessJD', open, shellPages.paySuccessJD),
  policyDetailWaitInsurance: shell(
    '/policyDetailWaitInsurance',
    'shell.title.policy.waitInsurance',
    open,
    shellPages.policyDetail,
  ),
  informationDisclosure: shell(
    '/informationDisclosure',
    'shell.title.informationDisclosure',
    open,
    shellPages.informationDisclosure,
  ),
  insurerenew: screen('/insurerenew', 'shell.title.insurerenew', open),

  // Account (public)
  login: shell('/passport/login', 'shell.title.login', open, shellPages.loginChooser),
  verCodeLogin: shell('/passport/VerCodeLogin', 'shell.title.verCodeLogin', open, shellPages.verCodeLogin),
  passwordLogin: shell(
    '/passport/PasswordLogin',
    'shell.title.passwordLogin',
    open,
    shellPages.passwordLogin,
  ),
  register: shell('/passport/register', 'shell.title.register', open, shellPages.register),
  bindPhone: shell('/bindPhone/:oldPhone/:userCode', 'shell.title.bindPhone', open, shellPages.bindPhone),

  // Legal and info pages (/JtprivacyClause, /CertificationResult and /weixin need login: spec §2)
  registerKnow: shell('/registerKnow', 'shell.title.registerKnow', open, shellPages.registerKnow),
  registerPrivacyClause: shell(
    '/registerPrivacyClause',
    'shell.title.registerPrivacyClause',
    open,
    shellPages.registerPrivacyClause,
  ),
  fzAddressBook: shell('/fzAddressBook', 'shell.title.fzAddressBook', open, shellPages.fzAddressBook),
  forParentLetter: shell('/forParentLetter', 'shell.title.forParentLetter', open, shellPages.forParentLetter),
  hideClare: shell('/hideClare', 'shell.title.hideClare', open, shellPages.hideClare),
  JtprivacyClause: shell(
    '/JtprivacyClause',
    'shell.title.JtprivacyClause',
    login,
    shellPages.jtPrivacyClause,
  ),
  weixin: shell('/weixin', 'shell.title.weixin', login, shellPages.weixin),
  certificationResult: shell(
    '/CertificationResult',
    'shell.title.certificationResult',
    login,
    () => import('../pages/identity/CertificationResultPage'),
  ),
  // Not in spec §2: the identity-verification form that leads to the face check (docs/identity.md).
  identityVerify: shell(
    '/identityVerify',
    'identity.title',
    login,
    () => import('../pages/identity/IdentityVerifyPage'),
  ),

  // Account (login required)
  myIndex: shell('/myIndex', 'shell.title.myIndex', login, shellPages.myIndex),
  zancunList: shell('/zancunList', 'shell.title.zancunList', login, shellPages.zancunList),
  insureDetail: shell('/insureDetail', 'shell.title.insureDetail', login, shellPages.insureDetail),
  userInfo: shell('/userInfo', 'shell.title.userInfo', login, shellPages.userInfo),
  resetNewPassword: shell(
    '/resetNewPassword',
    'shell.title.resetNewPassword',
    login,
    shellPages.changePassword,
  ),
  detailSign: screen('/detailSign', 'shell.title.detailSign', login),

  // Policies
  policyList: shell('/policyList', 'shell.title.policyList', login, shellPages.policyList),
  policyDetailTobePaid: shell(
    '/policyDetailTobePaid',
    'shell.title.policy.tobePaid',
    login,
    shellPages.policyDetail,
  ),
  policyDetailGuarantee: shell(
    '/policyDetailGuarantee',
    'shell.title.policy.guarantee',
    login,
    shellPages.policyDetail,
  ),
  policyDetailPaymentTimeout: shell(
    '/policyDetailPaymentTimeout',
    'shell.title.policy.paymentTimeout',
    login,
    shellPages.policyDetail,
  ),
  policyDetailPolicyOverdue: shell(
    '/policyDetailPolicyOverdue',
    'shell.title.policy.overdue',
    login,
    shellPages.policyDetail,
  ),
  policyDetailSurrender: shell(
    '/policyDetailSurrender',
    'shell.title.policy.surrender',
    login,
    shellPages.policyDetail,
  ),
  PolicyDetailCancel: shell(
    '/PolicyDetailCancel',
    'shell.title.policy.cancel',
    login,
    shellPages.policyDetail,
  ),
  policyDetailWaitIssue: shell(
    '/policyDetailWaitIssue',
    'shell.title.policy.waitIssue',
    login,
    shellPages.policyDetail,
  ),
  policyDetailIssueFail: shell(
    '/policyDetailIssueFail',
    'shell.title.policy.issueFail',
    login,
    shellPages.policyDetail,
  ),
  cooperationList: shell(
    '/cooperationList',
    'shell.title.cooperationList',
    login,
    shellPages.cooperationList,
  ),

  // Purchase, confirm, payment and product-specific contract pages: the screens' pages.
  // (/VaccineDetails and /newProductDetail are catalogue products: the router's catch-all serves them.)
  // The contract-based flow (docs/contract-flow.md): one page for every contract product.
  lanshanContract: shell('/lanshanContract', 'shell.title.contract', login, contractFlowPage),
  jiningOfflineContract: shell('/jiningOfflineContract', 'shell.title.contract', login, contractFlowPage),
  xuZhouOfflineSign: shell('/xuZhouOfflineSign', 'shell.title.contract', login, contractFlowPage),
  estimateList: screen('/estimateList', 'shell.title.estimateList', login),
  insure: screen('/insure', 'shell.title.insure', insureFlags),
  maincenter: screen('/maincenter', 'shell.title.insure', insureFlags),
  newProductInsure: screen('/newProductInsure', 'shell.title.insure', insureFlags),
  calmCareNotify: screen('/calmCareNotify', 'shell.title.notify', login),
  fuxingNotify: screen('/fuxingNotify', 'shell.title.notify', login),
  insuranceNotificationAgreement: screen('/insuranceNotificationAgreement', 'shell.title.notify', login),
  confirm: screen('/confirm', 'shell.title.confirm', loginBack),
  confirmIndex: screen('/confirmIndex', 'shell.title.confirm', loginBack),
  confirmIndexOneConfig: screen('/confirmIndexOneConfig', 'shell.title.confirm', loginBack),
  confirmIndexForMulti: screen('/confirmIndexForMulti', 'shell.title.confirm', loginBack),
  payoff: screen('/payoff', 'shell.title.payoff', login),
  paySuccess: screen('/paySuccess', 'shell.title.paySuccess', login),
  descriptionAgreementDocuments: screen('/descriptionAgreementDocuments', 'shell.title.agreement', login),
  exemptionliability: screen('/exemptionliability', 'shell.title.agreement', login),
  healthInsuranceAgreements: screen('/healthInsuranceAgreements', 'shell.title.agreement', login),
  insuranceClauses: screen('/insuranceClauses', 'shell.title.agreement', login),
  viewImage: shell('/viewImage', 'shell.title.viewer', login, shellPages.viewImage),
  checkProtocol: screen('/checkProtocol', 'shell.title.viewer', login),
  commonProtocolRead: screen('/commonProtocolRead', 'shell.title.viewer', login),
  viewClause: screen('/viewClause', 'shell.title.viewer', login),
  signList: shell('/signList', 'shell.title.signList', login, shellPages.signList),
  watchSign: screen('/watchSign', 'shell.title.signList', login),

  // Promoter pages (back button)
  myAchievement: screen('/myAchievement', 'shell.title.promoter.achievement', loginBack),
  validList: screen('/validList', 'shell.title.promoter.validList', loginBack),
  renewalList: screen('/renewalList', 'shell.title.promoter.renewalList', loginBack),
  customerList: screen('/customerList', 'shell.title.promoter.customerList', loginBack),
  achievementDetail: screen('/achievementDetail', 'shell.title.promoter.achievement', loginBack),
  rewardDetail: screen('/rewardDetail', 'shell.title.promoter.reward', loginBack),
  renewalDetail: screen('/renewalDetail', 'shell.title.promoter.renewalList', loginBack),
  customerDetail: screen('/customerDetail', 'shell.title.promoter.customerList', loginBack),
  customerDetailPush: screen('/customerDetailPush', 'shell.title.promoter.customerList', loginBack),
  // Not in spec §2: the staff replay of a recorded sales process (src/growth/paths.ts).
  salesReplay: screen(SALES_REPLAY_PATH, 'shell.title.salesReplay', loginBack),
} satisfies Record<string, AppRoute>;

export type RouteName = keyof typeof routes;

/** The configured market home (spec §2 constant 'HOME'): where `/` goes under the ONLY_MARKET page model. */
export const MARKET_HOME: RouteName = 'insureMarketHome';

type Query = Record<string, string | number | undefined>;

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
