import * as contract from '../../../contract/edu-svc/selectFileById';
import { appCall } from '../instance';

/** A server article for /richTextPage (its HTML is sanitized before display). */
export const selectFileById = appCall(contract, 'shell.api.name.richText');
