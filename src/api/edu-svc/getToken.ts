import * as contract from '../../../contract/edu-svc/getToken';
import { appCall } from '../instance';

/** A short-lived download token and URL for the e-policy of one of the user's policies. */
export const getToken = appCall(contract, 'shell.api.name.ePolicy');
