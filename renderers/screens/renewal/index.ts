/** Lazy entry of the renewal screen (/insurerenew). */
export {
  RenewalScreen,
  RenewalScreen as default,
  renewalDraft,
  type RenewalScreenProps,
  type LastPolicy,
} from './RenewalScreen';
