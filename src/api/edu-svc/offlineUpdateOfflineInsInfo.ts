import * as contract from '../../../contract/edu-svc/offlineUpdateOfflineInsInfo';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

/** The parent's update of an offline record (holder, relation, grade, class). */
export const offlineUpdateOfflineInsInfo = dataOf(
  appCall(contract, 'offline.api.update'),
  'offline.api.update',
);
