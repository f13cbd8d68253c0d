/** Lazy entry of /payoff and /paySuccess, and the payment-route runner the confirm screen uses. */
export {
  PaymentResultScreen,
  PaymentResultScreen as default,
  type PaymentResultScreenProps,
  type PaymentResult,
} from './PaymentResultScreens';
export { runPaymentRoute, lookupWithRetries, submittedMessage, type PaymentCallbacks } from './run-payment';
