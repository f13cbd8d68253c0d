import * as contract from '../../../contract/op-log/validateFace';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

const call = dataOf(appCall(contract, 'identity.api.face'), 'identity.api.face');

/** Starts a face check: the payload goes obfuscated (spec §7: name, idNo, idType 1, backUrl, startFrom 2). */
export const validateFace = (p: { name: string; idNo: string; backUrl: string }) =>
  call({
    data: contract.encodePayload({ name: p.name, idNo: p.idNo, idType: 1, backUrl: p.backUrl, startFrom: 2 }),
  });
