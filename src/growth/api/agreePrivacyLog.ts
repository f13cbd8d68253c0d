import * as contract from '../../../contract/edu-svc/agreePrivacyLog';
import { appCall } from '../../api/instance';

/** Records the user's privacy consent (document, text version, occasion). */
export const agreePrivacyLog = appCall(contract, 'shell.api.name.generic');
