import * as contract from '../../../contract/user-svc/pwdfind';
import { appCall } from '../instance';

/** Password recovery. */
export const pwdfind = appCall(contract, 'shell.api.name.pwdfind');
