/** Lazy entry of /estimateList. */
export {
  EstimateList as EstimateListScreen,
  EstimateList as default,
  ESTIMATE_LIST_PAGE_SIZE,
  type EstimateListProps,
} from '../../widgets/estimate/EstimateList';
