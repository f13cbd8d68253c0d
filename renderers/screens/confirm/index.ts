/** Lazy entry of the confirm screen (/confirm, /confirmIndex, /confirmIndexOneConfig, /confirmIndexForMulti). */
export {
  ConfirmScreen,
  ConfirmScreen as default,
  type ConfirmScreenProps,
  type OrderContext,
} from './ConfirmScreen';
