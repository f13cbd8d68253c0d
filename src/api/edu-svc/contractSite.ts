import * as contract from '../../../contract/edu-svc/contractSite';
import { appCall } from '../instance';

/** The signing site of a contract-based product: account manager (null: 未配置客户经理) and terms. */
export const contractSite = appCall(contract, 'contract.api.site');
