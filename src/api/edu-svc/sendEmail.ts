import * as contract from '../../../contract/edu-svc/sendEmail';
import { appCall } from '../instance';

/** Mails an issued policy's e-policy PDF (mail/sendEmail?type=99). */
export const sendEmail = appCall(contract, 'shell.api.name.generic');
