/** Contract paths are written without the gateway prefix (spec §7 "All calls go through /_gw"). */
export const GATEWAY_PREFIX = '/_gw';
export const gw = (contractPath: string): string => `${GATEWAY_PREFIX}${contractPath}`;
