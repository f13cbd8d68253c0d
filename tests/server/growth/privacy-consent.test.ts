import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, login, SECOND_PARENT } from '../business/support/client';
import * as privacy from '../../../contract/edu-svc/agreePrivacyLog';
import * as firstLogin from '../../../contract/edu-svc/isFirstLogin';
import { startGrowthGateway, type GrowthGateway } from './gateway';

/** Privacy consent (spec §7 agreePrivacyLog/save, wxb/isFirstLogin): who, when, which text version, why. */
describe('privacy consent log over HTTP', () => {
  let gw: GrowthGateway;
  let user: Client;

  beforeAll(async () => {
    gw = await startGrowthGateway();
    user = await login(gw.url, SECOND_PARENT);
  });
  afterAll(async () => gw?.close());

  it('is a first login until consent is on record, then stores who, when, the text version and the occasion', async () => {
    const before = await user.get(`${firstLogin.path}?userCode=${user.userCode}`);
    expect(firstLogin.responseData.parse(before.data).isFirstLogin).toBe(true);

    gw.clock.set(new Date('2026-11-22T08:30:00Z'));
    const saved = await user.post(privacy.path, {
      doc: 'registerPrivacyClause',
      version: 'p-1a2b3c4d',
      occasion: 'register',
    });
    expect(saved.code, saved.msg).toBe('0000');
    expect(privacy.responseData.parse(saved.data)).toEqual({
      agreedAt: '2026-11-22 16:30:00',
      version: 'p-1a2b3c4d',
      occasion: 'register',
    });

    const rows = await gw.db.query<{
      user_code: string;
      doc: string;
      version: string;
      occasion: string;
      agreed_at: Date;
    }>('SELECT user_code, doc, version, occasion, agreed_at FROM biz_privacy_log WHERE user_code = $1', [
      user.userCode,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_code: user.userCode,
      doc: 'registerPrivacyClause',
      version: 'p-1a2b3c4d',
      occasion: 'register',
    });
    expect(new Date(rows[0]!.agreed_at).toISOString()).toBe('2026-11-22T08:30:00.000Z');

    const after = await user.get(`${firstLogin.path}?userCode=${user.userCode}`);
    expect(firstLogin.responseData.parse(after.data).isFirstLogin).toBe(false);
  });

  it('names the field of a bad consent and refuses visitors', async () => {
    const noVersion = await user.post(privacy.path, { doc: 'privacy' });
    expect([noVersion.status, noVersion.code]).toEqual([400, '4000']);
    expect(noVersion.msg).toContain('version');
    const badOccasion = await user.post(privacy.path, { version: 'p-1', occasion: 'later' });
    expect(badOccasion.status).toBe(400);
    expect(badOccasion.msg).toContain('occasion');
    const visitor = await new Client(gw.url).post(privacy.path, { version: 'p-1' });
    expect(visitor.code).toBe('406');
    expect((await new Client(gw.url).get(firstLogin.path)).code).toBe('406');
  });
});
