import type { StartGatewayOptions } from './start-gateway';
import type { BusinessProviders } from '../../../server/providers/business-providers';

/**
 * Stand-ins for real payment, face, e-signature, issuing, OAuth and share-ticket providers, so a test can start a gateway
 * with production settings (where the sandbox ones are refused). They move no money and pass no check.
 */
export const STAND_IN = 'stand-in';

const standIns: BusinessProviders = {
  payment: {
    name: STAND_IN,
    payUrl: (trade) => `https://pay.example.test/cashier?trade=${encodeURIComponent(trade.tradeNo)}`,
    verifyNotify: () => false,
  },
  face: {
    name: STAND_IN,
    startUrl: (checkId) => `https://face.example.test/check/${encodeURIComponent(checkId)}`,
  },
  esign: {
    name: STAND_IN,
    sign: async () => {
      throw new Error('the stand-in e-signature signs nothing');
    },
  },
  issuer: { name: STAND_IN, issue: async () => null },
  oauth: { name: STAND_IN, openid: async (authCode) => `stand-in-openid-for-${authCode}` },
  shareTickets: { appid: 'wxstandin', ticket: async () => 'stand-in-ticket' },
};

/** startGateway options for NODE_ENV=production with every business provider a stand-in. */
export function productionSettings(): Pick<StartGatewayOptions, 'config' | 'businessProviders'> {
  return {
    config: {
      env: 'production',
      providers: {
        payment: STAND_IN,
        face: STAND_IN,
        esign: STAND_IN,
        issuer: STAND_IN,
        oauth: STAND_IN,
        shareTickets: STAND_IN,
      },
    },
    businessProviders: {
      payment: { [STAND_IN]: standIns.payment },
      face: { [STAND_IN]: standIns.face },
      esign: { [STAND_IN]: standIns.esign },
      issuer: { [STAND_IN]: standIns.issuer },
      oauth: { [STAND_IN]: standIns.oauth },
      shareTickets: { [STAND_IN]: standIns.shareTickets },
    },
  };
}
