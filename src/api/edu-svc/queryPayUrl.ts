import * as contract from '../../../contract/edu-svc/queryPayUrl';
import { appCall } from '../instance';

/** The pay URL of an application form (pay-url products). */
export const queryPayUrl = appCall(contract, 'shell.api.name.generic');
