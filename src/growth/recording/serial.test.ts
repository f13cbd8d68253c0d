/**
 * The sale's serial (serial.ts): asked for once per sale and buyer, never for a visitor, and not
 * twice by callers at the same moment. idg-svc is the gateway's edge: a counting fake stands in for it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/store';
import { emptyRecord, recordAtom } from '../../state/record';
import { session } from '../../state/user';
import { endSalesSerial, ensureSalesSerial } from './serial';

const idg3 = vi.hoisted(() => vi.fn<() => Promise<{ data?: string }>>());
vi.mock('../../api/idg-svc', () => ({ idgSvc: { idg3 } }));

let issued = 0;
beforeEach(() => {
  session.clear();
  appStore.set(recordAtom, emptyRecord());
  idg3.mockReset();
  idg3.mockImplementation(() => Promise.resolve({ data: `SN${++issued}` }));
});

describe('ensureSalesSerial', () => {
  it('gives a visitor no serial and asks for none', async () => {
    await expect(ensureSalesSerial()).resolves.toBe('');
    expect(idg3).not.toHaveBeenCalled();
  });

  it('asks once for callers at the same moment, and keeps the serial for the sale', async () => {
    session.write({ userCode: 'U1', token: 't' });
    const [a, b] = await Promise.all([ensureSalesSerial(), ensureSalesSerial()]);
    expect(a).toBe(b);
    expect(await ensureSalesSerial()).toBe(a);
    expect(idg3).toHaveBeenCalledTimes(1);
    expect(appStore.get(recordAtom)).toMatchObject({ serialNo: a, serialOwner: 'U1' });
  });

  it('replaces a serial issued to someone else, and gives the next sale a new one', async () => {
    appStore.set(recordAtom, { ...emptyRecord(), serialNo: 'SN-visitor' });
    session.write({ userCode: 'U1', token: 't' });
    const first = await ensureSalesSerial();
    expect(first).not.toBe('SN-visitor');
    endSalesSerial(first);
    const next = await ensureSalesSerial();
    expect(next).not.toBe(first);
    expect(idg3).toHaveBeenCalledTimes(2);
  });
});
