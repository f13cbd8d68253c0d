import * as opIns from '../../contract/op-log/opIns';
import * as rawJson from '../../contract/op-log/rawJson';
import * as validateFace from '../../contract/op-log/validateFace';
import { appCall } from './instance';
import { dataOf } from './dataOf';

const face = dataOf(appCall(validateFace, 'identity.api.face'), 'identity.api.face');

/** The op-log calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const opLog = {
  /** A tracking record. */
  opIns: appCall(opIns, 'shell.api.name.generic'),
  /** A compressed session-recording upload (op-log raw/json). */
  rawJson: appCall(rawJson, 'shell.api.name.generic'),
  /** Starts a face check: the payload goes obfuscated (spec §7: name, idNo, idType 1, backUrl, startFrom 2). */
  validateFace: (p: { name: string; idNo: string; backUrl: string }) =>
    face({
      data: validateFace.encodePayload({
        name: p.name,
        idNo: p.idNo,
        idType: 1,
        backUrl: p.backUrl,
        startFrom: 2,
      }),
    }),
};
