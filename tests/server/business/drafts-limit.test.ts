import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { burstWhileHeld } from '../helpers/burst';
import { type Client, JINING, login, SECOND_PARENT } from './support/client';
import { MAX_DRAFTS } from '../../../server/services/order/drafts';

/**
 * One account keeps at most MAX_DRAFTS saved drafts (each up to 256 KiB): past it a new draft is
 * refused with a message to delete old ones, also when the saves arrive together; a draft already
 * saved can still be updated.
 */
describe.each(gatewayBackends())('saved drafts per account ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = await login(gw.url, SECOND_PARENT);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  const held = async () =>
    Number(
      (await gw.db.one<{ n: number | string }>(
        'SELECT count(*) AS n FROM biz_temp_forms WHERE user_code = $1',
        [parent.userCode],
      ))!.n,
    );
  const save = (serialNo?: string) =>
    parent.postOnce<{ serialNo: string }>('/order/saveTempForm/v2', {
      productCode: JINING,
      form: { note: 'draft' },
      ...(serialNo ? { serialNo } : {}),
    });

  it('refuses a new draft past the limit, however many arrive together, and still updates an old one', async () => {
    const first = await save();
    expect(first.code).toBe('0000');
    // Arranged in the store: all but two of the allowed drafts.
    await gw.db.query(
      `INSERT INTO biz_temp_forms (serial_no, user_code, product_code, product_name, form, created_at, updated_at)
       SELECT 'TFLIMIT' || n, $1, $2, 'x', '{}'::jsonb, now(), now() FROM generate_series(1, $3::int) AS n`,
      [parent.userCode, JINING, MAX_DRAFTS - 3],
    );
    expect(await held()).toBe(MAX_DRAFTS - 2);
    const answers = await burstWhileHeld(gw.db, () => Promise.all(Array.from({ length: 8 }, () => save())));
    expect(answers.filter((a) => a.code === '0000')).toHaveLength(2);
    const refused = answers.filter((a) => a.code !== '0000');
    expect(refused[0]?.msg).toBe(`暂存单已达${MAX_DRAFTS}份上限，请先删除不需要的暂存单`);
    expect(await held()).toBe(MAX_DRAFTS);
    const updated = await save(first.data.serialNo);
    expect(updated.code).toBe('0000');
    expect(await held()).toBe(MAX_DRAFTS);
  });
});
