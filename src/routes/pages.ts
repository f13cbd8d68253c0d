import { isArticleRoute, type ArticleRouteName, type RouteName } from '../../engine/routes/table';
import { homePage, insurePage, type PageLoader } from './entry-pages';

/**
 * The page column of the route table (engine/routes/table.ts), keyed by the same route names: which
 * lazily loaded module draws each route, one chunk per page. Only the router imports this file —
 * pages import the table for paths, never the loaders — so no page depends on another page.
 * A route without a page here, or a page for no route, is a type error.
 *
 * The router imports this module lazily (its own chunk): the pages a first load draws without it
 * are in ./entry-pages.ts.
 */
export type { PageLoader };

const insure = insurePage;
const confirm = () => import('../pages/purchase/ConfirmPage');
const protocol = () => import('../pages/purchase/ProtocolPage');
const notify = () => import('../pages/purchase/NotifyPage');
const renewal = () => import('../pages/purchase/RenewalPage');
const paymentResult = () => import('../pages/purchase/PaymentResultPage');
const policyDetail = () => import('../pages/policies/PolicyDetailPage');
const signPages = () => import('../growth/pages/SignPages');
const orderListPages = () => import('../growth/pages/OrderListPages');
const orderDetailPages = () => import('../growth/pages/OrderDetailPages');
const customerPages = () => import('../growth/pages/CustomerPages');
/** Every route whose row has `article` set: the server article of its path. */
const article = () => import('../pages/info/ArticlePage');

const pages = {
  home: homePage,
  test: () => import('../pages/info/DiagnosticsPage'),
  pdf: () => import('../pages/info/PdfPage'),
  insureCompanies: () => import('../pages/markets/InsureCompaniesPage'),
  searchCenter: () => import('../pages/markets/SearchCenterPage'),
  selectCompany: () => import('../pages/markets/SelectCompanyPage'),
  market2Share: () => import('../pages/markets/MarketSharePage'),
  richTextPage: () => import('../pages/info/RichTextPage'),
  insureMarketHome: () => import('../pages/markets/MarketHomePage'),
  locationMarketHome: () => import('../pages/markets/LocationMarketPage'),
  forgetPassword: () => import('../pages/account/ForgetPasswordPage'),
  paySuccessJD: () => import('../pages/info/PaySuccessJDPage'),
  insurerenew: renewal,

  login: () => import('../pages/account/LoginChooserPage'),
  verCodeLogin: () => import('../pages/account/VerCodeLoginPage'),
  passwordLogin: () => import('../pages/account/PasswordLoginPage'),
  register: () => import('../pages/account/RegisterPage'),
  bindPhone: () => import('../pages/account/BindPhonePage'),

  weixin: () => import('../pages/info/WeixinPage'),
  certificationResult: () => import('../pages/identity/CertificationResultPage'),
  identityVerify: () => import('../pages/identity/IdentityVerifyPage'),

  myIndex: () => import('../pages/account/MyIndexPage'),
  zancunList: () => import('../pages/account/ZancunListPage'),
  insureDetail: () => import('../pages/policies/InsureDetailPage'),
  userInfo: () => import('../pages/account/UserInfoPage'),
  resetNewPassword: () => import('../pages/account/ChangePasswordPage'),
  signList: () => import('../pages/account/SignListPage'),

  policyList: () => import('../pages/policies/PolicyListPage'),
  policyDetailWaitInsurance: policyDetail,
  policyDetailTobePaid: policyDetail,
  policyDetailGuarantee: policyDetail,
  policyDetailPaymentTimeout: policyDetail,
  policyDetailPolicyOverdue: policyDetail,
  policyDetailSurrender: policyDetail,
  PolicyDetailCancel: policyDetail,
  policyDetailWaitIssue: policyDetail,
  policyDetailIssueFail: policyDetail,
  cooperationList: () => import('../pages/policies/CooperationListPage'),

  estimateList: () => import('../pages/purchase/EstimateListPage'),
  insure,
  maincenter: insure,
  newProductInsure: insure,
  calmCareNotify: notify,
  fuxingNotify: notify,
  insuranceNotificationAgreement: notify,
  confirm,
  confirmIndex: confirm,
  confirmIndexOneConfig: confirm,
  confirmIndexForMulti: confirm,
  payoff: paymentResult,
  paySuccess: paymentResult,
  descriptionAgreementDocuments: protocol,
  exemptionliability: protocol,
  healthInsuranceAgreements: protocol,
  insuranceClauses: protocol,
  viewImage: () => import('../pages/info/ViewImagePage'),
  checkProtocol: protocol,
  commonProtocolRead: protocol,
  viewClause: protocol,

  // The promoter and sharing area (src/growth/pages): pages that share a module are its named exports.
  detailSign: () => signPages().then((m) => ({ default: m.DetailSignPage })),
  watchSign: () => signPages().then((m) => ({ default: m.WatchSignPage })),
  myAchievement: () => import('../growth/pages/MyAchievementPage'),
  validList: () => orderListPages().then((m) => ({ default: m.ValidListPage })),
  renewalList: () => import('../growth/pages/RenewalListPage'),
  customerList: () => customerPages().then((m) => ({ default: m.CustomerListPage })),
  achievementDetail: () => orderDetailPages().then((m) => ({ default: m.AchievementDetailPage })),
  rewardDetail: () => orderListPages().then((m) => ({ default: m.RewardDetailPage })),
  renewalDetail: () => orderDetailPages().then((m) => ({ default: m.RenewalDetailPage })),
  customerDetail: () => customerPages().then((m) => ({ default: m.CustomerDetailPage })),
  customerDetailPush: () => customerPages().then((m) => ({ default: m.CustomerDetailPushPage })),
  salesReplay: () => import('../growth/pages/SalesReplayPage'),
} satisfies Record<Exclude<RouteName, ArticleRouteName>, PageLoader>;

/**
 * The pages that draw the product their query's productCode names (its form, confirm, clauses,
 * notice, renewal): the router loads that product's model beside the page's chunk, so the page
 * draws it in its first render instead of a loading state first.
 */
const productPages = new Set<PageLoader>([insure, confirm, protocol, notify, renewal]);

export function drawsQueryProduct(name: RouteName): boolean {
  return !isArticleRoute(name) && productPages.has(pages[name]);
}

/** The page of a table route. */
export function pageOf(name: RouteName): PageLoader {
  return isArticleRoute(name) ? article : pages[name];
}
