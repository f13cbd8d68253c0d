import { request as payRequest, responseData } from './payOrderWeixin';
import { envelope } from '../envelope';

/** Same as payOrderWeixin through the e-commerce (jd) channel. */
export const method = 'POST';
export const path = '/ins-order/orderPay/payOrder/edu/jd';
export const request = payRequest;
export const response = envelope(responseData);
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
