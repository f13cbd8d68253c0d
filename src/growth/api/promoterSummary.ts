import * as contract from '../../../contract/growth/promoterSummary';
import { appCall } from '../../api/instance';

/** The promoter's achievement totals. */
export const promoterSummary = appCall(contract, 'shell.api.name.promoter');
