import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerOptions } from '../../../server/config';
import {
  gatewayBackends,
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
} from '../helpers/start-gateway';
import { productionSettings } from '../helpers/stand-in-providers';
import { spawnTestGateway } from '../../../scripts/lib/spawn-test-gateway';

const PRODUCTION = { NODE_ENV: 'production', GATEWAY_SECRET: 's'.repeat(40), DATA_DIR: ':memory:' };
const REAL = {
  PAYMENT_PROVIDER: 'acme-pay',
  FACE_PROVIDER: 'acme-face',
  ESIGN_PROVIDER: 'acme-sign',
  ISSUER_PROVIDER: 'acme-insurer',
  OAUTH_PROVIDER: 'acme-oauth',
  SHARE_TICKET_PROVIDER: 'acme-tickets',
};

/** Runs the gateway's entry point with these settings; resolves with its exit code and output once it exits. */
async function runGateway(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const gateway = spawnTestGateway({ port: 0, env: { LOG_LEVEL: 'warn', ...env } });
  const code = await gateway.exited;
  return { code, output: gateway.output() };
}

describe('production settings and the sandbox providers', () => {
  it(
    'refuses to start the gateway with NODE_ENV=production and a sandbox payment provider, naming the setting',
    async () => {
      const { code, output } = await runGateway({ ...PRODUCTION, ...REAL, PAYMENT_PROVIDER: 'sandbox' });
      expect(code).not.toBe(0);
      expect(output).toContain('PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production');
    },
    START_TIMEOUT_MS,
  );

  it('names each setting that is a sandbox or unset in production, and leaves development on the sandbox', () => {
    for (const setting of Object.keys(REAL)) {
      expect(() => loadServerOptions({ ...PRODUCTION, ...REAL, [setting]: 'sandbox' })).toThrow(
        `${setting}=sandbox is refused`,
      );
      expect(() => loadServerOptions({ ...PRODUCTION, ...REAL, [setting]: '' })).toThrow(
        `${setting} must name a real`,
      );
    }
    expect(loadServerOptions({ ...PRODUCTION, ...REAL }).config.providers).toEqual({
      payment: 'acme-pay',
      face: 'acme-face',
      esign: 'acme-sign',
      issuer: 'acme-insurer',
      oauth: 'acme-oauth',
      shareTickets: 'acme-tickets',
    });
    expect(loadServerOptions({ DATA_DIR: ':memory:' }).config.providers).toEqual({});
  });

  it(
    'refuses to build the app in production with a sandbox provider or a name nothing is plugged in for',
    async () => {
      const settings = productionSettings();
      await expect(
        startGateway({
          ...settings,
          seed: false,
          config: { ...settings.config, providers: { ...settings.config?.providers, face: 'sandbox' } },
        }),
      ).rejects.toThrow('FACE_PROVIDER=sandbox is refused');
      await expect(
        startGateway({ seed: false, config: { providers: { esign: 'acme-sign' } } }),
      ).rejects.toThrow('ESIGN_PROVIDER=acme-sign: no esign provider of that name');
    },
    START_TIMEOUT_MS,
  );
});

describe.each(gatewayBackends())('a production gateway has no sandbox pages ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let tradeNo: string;
  let checkId: string;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, ...productionSettings() });
    // A trade waiting for payment and a pending face check, as a buyer would have opened them.
    const order = await gw.db.one<{ order_code: string; user_code: string }>(
      'SELECT order_code, user_code FROM biz_orders ORDER BY order_code LIMIT 1',
    );
    if (!order) throw new Error('the seed has no order');
    tradeNo = `T${Date.now()}`;
    checkId = randomUUID();
    await gw.db.query(
      `INSERT INTO biz_trades (trade_no, order_code, user_code, channel, amount_cents, status, created_at) VALUES ($1, $2, $3, 'weixin', 23800, 'WAITING', now())`,
      [tradeNo, order.order_code, order.user_code],
    );
    await gw.db.query(
      `INSERT INTO biz_identity_checks (check_id, user_code, kind, name, id_no_masked, back_url, status, created_at) VALUES ($1, $2, 'face', '王丽华', '1101****002X', '/CertificationResult', 'PENDING', now())`,
      [checkId, order.user_code],
    );
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  const unknownRoute = (path: string) => ({ code: '4040', msg: `接口不存在：${path}` });

  it('answers 404 (no such route) for the sandbox cashier, and paying there moves nothing', async () => {
    const page = `/_gw/pay-svc/sandbox/cashier/${tradeNo}`;
    const shown = await fetch(gw.url + page, { headers: { accept: 'application/json' } });
    expect(shown.status).toBe(404);
    expect(await shown.json()).toEqual(unknownRoute(page));
    const paid = await fetch(`${gw.url}${page}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(404);
    expect(
      (await gw.db.one<{ status: string }>('SELECT status FROM biz_trades WHERE trade_no = $1', [tradeNo]))
        ?.status,
    ).toBe('WAITING');
  });

  it('answers 404 for the sandbox face page, and the check cannot be passed there', async () => {
    const page = `/_gw/op-log/sandbox/face/${checkId}`;
    expect((await fetch(gw.url + page)).status).toBe(404);
    expect((await fetch(`${gw.url}${page}/pass`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    expect(
      (
        await gw.db.one<{ status: string }>('SELECT status FROM biz_identity_checks WHERE check_id = $1', [
          checkId,
        ])
      )?.status,
    ).toBe('PENDING');
  });

  it('takes the openid and the share signature from the configured providers, not the sandbox', async () => {
    const openid = await fetch(`${gw.url}/_gw/pay-svc/api/v1/getOpenid/a/AUTHCODE/c/d`, { method: 'POST' });
    expect(await openid.json()).toMatchObject({
      code: '0000',
      data: { openid: 'stand-in-openid-for-AUTHCODE' },
    });
    const shareUrl = encodeURIComponent('https://shop.example.test/#/jiningDetails');
    const share = await fetch(`${gw.url}/_gw/edu-svc/weChat/weChatShare?shareUrl=${shareUrl}`, {
      method: 'POST',
    });
    expect(await share.json()).toMatchObject({ code: '0000', data: { appid: 'wxstandin' } });
  });
});
