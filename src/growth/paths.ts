/**
 * The one page growth adds to the route table (spec §2 has no replay route; the regulator's
 * 可回溯 rule needs one for staff). The lead adds its row; every growth link uses this constant.
 */
export const SALES_REPLAY_PATH = '/salesReplay';
