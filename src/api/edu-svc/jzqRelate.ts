import * as contract from '../../../contract/edu-svc/jzqRelate';
import { appCall } from '../instance';

/** Links a signed contract to an order: the order then carries the commission-contract fields. */
export const jzqRelate = appCall(contract, 'contract.api.relate');
