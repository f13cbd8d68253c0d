/** Lazy entry of the protocol viewers and notification pages. */
export {
  ProtocolScreen,
  ProtocolScreen as default,
  type ProtocolScreenProps,
  type ProtocolQuery,
} from './ProtocolScreen';
export { NotifyScreen, type NotifyScreenProps } from './NotifyScreen';
