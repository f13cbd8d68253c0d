import { GATEWAY_PREFIX } from '../instance';

/**
 * The captcha image (GET api/v2/kaptcha?time): an <img> loads it directly; the `time` value is the
 * key the code request names in its imgcode header. No token refresh for the captcha (spec §9).
 */
export const kaptchaUrl = (time: string): string =>
  `${GATEWAY_PREFIX}/user-svc/api/v2/kaptcha?time=${encodeURIComponent(time)}`;
export const newCaptchaKey = (): string => String(Date.now());
