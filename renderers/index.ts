/**
 * The screens' public surface. Import types and small helpers from here; load each screen by its
 * own module (`screenModules`) so a route pulls only its screen. See docs/renderers.md for the
 * props each screen takes and what the shell wires to them.
 */
export const screenModules = {
  detail: () => import('./screens/detail'),
  insure: () => import('./screens/insure'),
  confirm: () => import('./screens/confirm'),
  renewal: () => import('./screens/renewal'),
  protocol: () => import('./screens/protocol'),
  payment: () => import('./screens/payment'),
  estimateList: () => import('./screens/estimate-list'),
  rating: () => import('./widgets/rating'),
} as const;

export { installAntdRenderShim } from './platform/antd-render-shim';
export {
  ScreenServicesProvider,
  defaultResolveAsset,
  type ScreenServices,
  type SchoolOption,
  type Navigate,
} from './platform/services';
// The registry provider lives in './registry/context' (it pulls every renderer; import it only with a screen).
export type {
  RendererRegistry,
  SectionEntry,
  FieldEntry,
  SectionRendererProps,
  FieldRendererProps,
} from './registry/types';
export { rankWith, sectionTypeIs, widgetIs, NOT_APPLICABLE } from './registry/tester';
export { initialDraft, draftFor, emptyInsured, type PurchaseDraft } from './screens/purchase/draft';
export type { DetailScreenProps, RatingSummary } from './screens/detail';
export type { InsureScreenProps, CalculatePremium } from './screens/insure';
export type { ConfirmScreenProps, OrderContext } from './screens/confirm';
export type { RenewalScreenProps, LastPolicy } from './screens/renewal';
export type { ProtocolScreenProps, ProtocolQuery, NotifyScreenProps } from './screens/protocol';
export type { PaymentResultScreenProps, PaymentResult, PaymentCallbacks } from './screens/payment';
export type { EstimateListProps } from './screens/estimate-list';
export type { RatingPopupProps, RatingSubject, RatingSubmission, RatingTemplateItem } from './widgets/rating';
export type { EstimateTab, LoadReviews, ReviewItem, ReviewPage, ReviewQuery } from './widgets/estimate/types';
