import * as addCustomer from '../../contract/edu-svc/addCustomer';
import * as agreePrivacyLog from '../../contract/edu-svc/agreePrivacyLog';
import * as contractList from '../../contract/edu-svc/contractList';
import * as contractLogged from '../../contract/edu-svc/contractLogged';
import * as contractSite from '../../contract/edu-svc/contractSite';
import * as countAppNumByStatus from '../../contract/edu-svc/countAppNumByStatus';
import * as getCurrentTime from '../../contract/edu-svc/getCurrentTime';
import * as getToken from '../../contract/edu-svc/getToken';
import * as isFirstLogin from '../../contract/edu-svc/isFirstLogin';
import * as jzqAgreement from '../../contract/edu-svc/jzqAgreement';
import * as jzqRelate from '../../contract/edu-svc/jzqRelate';
import * as offlineResetStatus from '../../contract/edu-svc/offlineResetStatus';
import * as offlineUpdateInsStatus from '../../contract/edu-svc/offlineUpdateInsStatus';
import * as offlineUpdateOfflineInsInfo from '../../contract/edu-svc/offlineUpdateOfflineInsInfo';
import * as offlineVerifyInsuredCardNo from '../../contract/edu-svc/offlineVerifyInsuredCardNo';
import * as queryIdByArea from '../../contract/edu-svc/queryIdByArea';
import * as queryPayUrl from '../../contract/edu-svc/queryPayUrl';
import * as queryPromotersInfo from '../../contract/edu-svc/queryPromotersInfo';
import * as repeatInsurance from '../../contract/edu-svc/repeatInsurance';
import * as savePayOut from '../../contract/edu-svc/savePayOut';
import * as schoolinfoGetSchoolByNameAddressPhone from '../../contract/edu-svc/schoolinfoGetSchoolByNameAddressPhone';
import * as searchInsuranceList from '../../contract/edu-svc/searchInsuranceList';
import * as selectFileById from '../../contract/edu-svc/selectFileById';
import * as selectRenewalList from '../../contract/edu-svc/selectRenewalList';
import * as selectSupermarket from '../../contract/edu-svc/selectSupermarket';
import * as sendEmail from '../../contract/edu-svc/sendEmail';
import * as weChatShare from '../../contract/edu-svc/weChatShare';
import { appCall } from './instance';
import { dataOf } from './dataOf';
import { certImageUrl, jzqCloudCertiPerInfo } from './edu-svc-cert';

const logged = appCall(contractLogged, 'contract.api.logged');
const reset = dataOf(appCall(offlineResetStatus, 'offline.api.reset'), 'offline.api.reset');

/** The edu-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const eduSvc = {
  /** Registers the user as a customer of a promoter (growth). */
  addCustomer: appCall(addCustomer, 'shell.api.name.promoter'),
  /** Records the user's privacy consent (document, text version, occasion). */
  agreePrivacyLog: appCall(agreePrivacyLog, 'shell.api.name.generic'),
  /** The user's signed agreements (/signList). */
  contractList: appCall(contractList, 'shell.api.name.signList'),
  /** api/logged/{productCode}/{userCode}: the caller's latest signed contract of a product, or null. */
  contractLogged: (productCode: string, userCode: string) =>
    logged(undefined, { path: contractLogged.pathFor(productCode, userCode) }),
  /** The signing site of a contract-based product: account manager (null: 未配置客户经理) and terms. */
  contractSite: appCall(contractSite, 'contract.api.site'),
  /** Policy counts by status (personal centre). */
  countAppNumByStatus: appCall(countAppNumByStatus, 'shell.api.name.policyCounts'),
  /** The gateway clock (the /test page's reachability probe). */
  getCurrentTime: appCall(getCurrentTime, 'shell.api.name.currentTime', { skipRefresh: true }),
  /** A short-lived download token and URL for the e-policy of one of the user's policies. */
  getToken: appCall(getToken, 'shell.api.name.ePolicy'),
  /** Whether the user has no privacy consent on record yet (first login). */
  isFirstLogin: appCall(isFirstLogin, 'shell.api.name.generic'),
  /** Signs the commission contract (sandbox e-signature). */
  jzqAgreement: appCall(jzqAgreement, 'contract.api.agreement'),
  /** Uploads the signer's certificate info and ID photo (multipart). */
  jzqCloudCertiPerInfo,
  /** The uploaded ID photo as an object URL. */
  certImageUrl,
  /** Links a signed contract to an order: the order then carries the commission-contract fields. */
  jzqRelate: appCall(jzqRelate, 'contract.api.relate'),
  /** Reopens a confirmed offline record (status 2 → 1); the record number goes in the path. */
  offlineResetStatus: (recordNo: string) => reset(undefined, { path: offlineResetStatus.pathFor(recordNo) }),
  /** Confirms an offline record (status 1 → 2). */
  offlineUpdateInsStatus: dataOf(appCall(offlineUpdateInsStatus, 'offline.api.status'), 'offline.api.status'),
  /** The parent's update of an offline record (holder, relation, grade, class). */
  offlineUpdateOfflineInsInfo: dataOf(
    appCall(offlineUpdateOfflineInsInfo, 'offline.api.update'),
    'offline.api.update',
  ),
  /** The offline channel's insured card-number check (binds the school's record to the caller). */
  offlineVerifyInsuredCardNo: dataOf(
    appCall(offlineVerifyInsuredCardNo, 'offline.api.verify'),
    'offline.api.verify',
  ),
  /** Local markets (spec §4): queryIdByArea. */
  queryIdByArea: appCall(queryIdByArea, 'shell.api.name.marketList'),
  /** The pay URL of an application form (pay-url products). */
  queryPayUrl: appCall(queryPayUrl, 'shell.api.name.generic'),
  /** The promoter relation of the logged-in user. */
  queryPromotersInfo: appCall(queryPromotersInfo, 'shell.api.name.promoter'),
  /** Duplicate-insurance check per insured. */
  repeatInsurance: appCall(repeatInsurance, 'shell.api.name.generic'),
  /** The payout record saved after submit. */
  savePayOut: appCall(savePayOut, 'shell.api.name.generic'),
  /** Schools by name for the insured's school picker. */
  schoolinfoGetSchoolByNameAddressPhone: appCall(
    schoolinfoGetSchoolByNameAddressPhone,
    'shell.api.name.generic',
    {
      skipRefresh: true,
    },
  ),
  /** The user's policies, paged, by status (policy list). */
  searchInsuranceList: appCall(searchInsuranceList, 'shell.api.name.policyList'),
  /** A server article for /richTextPage (its HTML is sanitized before display). */
  selectFileById: appCall(selectFileById, 'shell.api.name.richText'),
  /** Policies due for renewal (the promoter's customers with scope customers). */
  selectRenewalList: appCall(selectRenewalList, 'shell.api.name.policyList'),
  /** Local markets (spec §4): selectSupermarket. */
  selectSupermarket: appCall(selectSupermarket, 'shell.api.name.market'),
  /** Mails an issued policy's e-policy PDF (mail/sendEmail?type=99). */
  sendEmail: appCall(sendEmail, 'shell.api.name.generic'),
  /** The messaging share signature (JS-SDK config). */
  weChatShare: appCall(weChatShare, 'shell.api.name.generic'),
};
