export { RatingPopup, type RatingPopupProps } from './RatingPopup';
export {
  formatReviewCount,
  missingParamMessage,
  allStarsScored,
  buildRatingSubmission,
} from './rating-rules';
export * from './types';
