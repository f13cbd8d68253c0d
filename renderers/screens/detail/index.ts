/** Lazy entry of the detail screen (every product detail route, /newProductDetail). */
export { DetailScreen, DetailScreen as default, type DetailScreenProps } from './DetailScreen';
export type { RatingSummary } from './RatingTag';
