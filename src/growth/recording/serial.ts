import { appStore } from '../../state/store';
import { recordAtom } from '../../state/record';
import { session } from '../../state/user';
import { isLoggedIn } from '../../state/userStorage';
import { idgSvc } from '../../api/idg-svc';

/** The serial being asked for, and for whom. */
let asking: { owner: string; serial: Promise<string> } | null = null;

/**
 * The serial number of the sale in progress (spec §3 trajectory): the recording, the tracking
 * records and the order (idempotentSerialNo) are all filed under it, so a sale's trail is written
 * once. idg-svc idg3 issues it to the logged-in caller and op-log takes writes under it from that
 * user only (docs/sales-record.md), so it is kept in the flow record with whom it was issued to:
 * - a visitor gets none (their writes would be refused, and the login page ends their flow);
 * - a serial issued to someone else (a visitor's, another account on this device) is replaced.
 */
export function ensureSalesSerial(): Promise<string> {
  const user = session.read();
  if (!isLoggedIn(user)) return Promise.resolve('');
  const owner = user.userCode ?? '';
  const record = appStore.get(recordAtom);
  if (record.serialNo && record.serialOwner === owner) return Promise.resolve(record.serialNo);
  // One request for callers at the same moment (the recording's start and the confirm page's order
  // context): two would give the sale two serials, and the trail would be filed under both.
  if (asking?.owner !== owner) {
    const ask = {
      owner,
      serial: idgSvc
        .idg3(undefined, { silent: true })
        .then((reply) => {
          const serialNo = reply.data ?? '';
          if (serialNo)
            appStore.set(recordAtom, { ...appStore.get(recordAtom), serialNo, serialOwner: owner });
          return serialNo;
        })
        .finally(() => {
          if (asking === ask) asking = null;
        }),
    };
    asking = ask;
  }
  return asking.serial;
}

/** The sale ended in an order: the next sale gets a serial of its own. */
export function endSalesSerial(serialNo: string): void {
  const record = appStore.get(recordAtom);
  if (record.serialNo !== serialNo) return;
  const { serialNo: _ended, serialOwner: _owner, ...rest } = record;
  appStore.set(recordAtom, rest);
}
