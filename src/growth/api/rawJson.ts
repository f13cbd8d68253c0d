import * as contract from '../../../contract/op-log/rawJson';
import { appCall } from '../../api/instance';

/** A compressed session-recording upload (op-log raw/json). */
export const rawJson = appCall(contract, 'shell.api.name.generic');
