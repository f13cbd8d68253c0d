import * as appRegister from '../../contract/user-svc/appRegister';
import * as changePassword from '../../contract/user-svc/changePassword';
import * as changePhoneNum from '../../contract/user-svc/changePhoneNum';
import * as login from '../../contract/user-svc/login';
import * as loginOut from '../../contract/user-svc/loginOut';
import * as personalUserAuthen from '../../contract/user-svc/personalUserAuthen';
import * as pwdfind from '../../contract/user-svc/pwdfind';
import * as queryPersonalUserAuthenInfo from '../../contract/user-svc/queryPersonalUserAuthenInfo';
import * as regMsg from '../../contract/user-svc/regMsg';
import * as registerAndLogin from '../../contract/user-svc/registerAndLogin';
import * as registerAndLoginRegMsg from '../../contract/user-svc/registerAndLoginRegMsg';
import * as selectByEmployeeNum from '../../contract/user-svc/selectByEmployeeNum';
import * as updateUserInfo from '../../contract/user-svc/updateUserInfo';
import * as userInfo from '../../contract/user-svc/userInfo';
import { appCall, GATEWAY_PREFIX } from './instance';
import { dataOf } from './dataOf';

/** The user-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const userSvc = {
  /** Registration. */
  appRegister: appCall(appRegister, 'shell.api.name.register'),
  /** Password change. */
  changePassword: appCall(changePassword, 'shell.api.name.changePassword'),
  /** Phone change (/bindPhone). */
  changePhoneNum: appCall(changePhoneNum, 'shell.api.name.changePhone'),
  /** Password login; pass the captcha key as the imgcode header. */
  login: appCall(login, 'shell.api.name.login'),
  /** Logout. */
  loginOut: appCall(loginOut, 'shell.api.name.logout'),
  /** Identity verification by name + ID number, with the passed face check's checkId. */
  personalUserAuthen: dataOf(appCall(personalUserAuthen, 'identity.api.authen'), 'identity.api.authen'),
  /** Password recovery. */
  pwdfind: appCall(pwdfind, 'shell.api.name.pwdfind'),
  /** The caller's identity verification; `param` may name a face check (checkId) to answer its status. */
  queryPersonalUserAuthenInfo: dataOf(
    appCall(queryPersonalUserAuthenInfo, 'identity.api.query'),
    'identity.api.query',
  ),
  /** SMS code for registration and password recovery. */
  regMsg: appCall(regMsg, 'shell.api.name.sms', { skipRefresh: true }),
  /** SMS-code login (registers a new phone). */
  registerAndLogin: appCall(registerAndLogin, 'shell.api.name.login'),
  /** SMS code for SMS-code login; no refresh for captcha-bound calls. */
  registerAndLoginRegMsg: appCall(registerAndLoginRegMsg, 'shell.api.name.sms', { skipRefresh: true }),
  /** The staff check (cached in the user fields). */
  selectByEmployeeNum: appCall(selectByEmployeeNum, 'shell.api.name.staff'),
  /** Saves the user info. */
  updateUserInfo: appCall(updateUserInfo, 'shell.api.name.userInfo'),
  /** The user info of /userInfo. */
  userInfo: appCall(userInfo, 'shell.api.name.userInfo'),
};

/**
 * The captcha image (GET api/v2/kaptcha?time): an <img> loads it directly; the `time` value is the
 * key the code request names in its imgcode header. No token refresh for the captcha (spec §9).
 */
export const kaptchaUrl = (time: string): string =>
  `${GATEWAY_PREFIX}/user-svc/api/v2/kaptcha?time=${encodeURIComponent(time)}`;
export const newCaptchaKey = (): string => String(Date.now());
