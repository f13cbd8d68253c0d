import * as contract from '../../../contract/edu-svc/schoolinfoGetSchoolByNameAddressPhone';
import { appCall } from '../instance';

/** Schools by name for the insured's school picker. */
export const schoolinfoGetSchoolByNameAddressPhone = appCall(contract, 'shell.api.name.generic', {
  skipRefresh: true,
});
