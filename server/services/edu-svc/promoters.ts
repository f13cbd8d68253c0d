import type { FastifyInstance } from 'fastify';
import { maskId } from '../../../engine/validators';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as addCustomer from '../../../contract/edu-svc/addCustomer';
import * as setManager from '../../../contract/edu-svc/setManager';
import * as promoters from '../../../contract/edu-svc/queryPromotersInfo';
import * as privacy from '../../../contract/edu-svc/agreePrivacyLog';
import * as firstLogin from '../../../contract/edu-svc/isFirstLogin';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';

/** Channel code of an all-sale promoter relation (spec §3: '05' = all-sale). */
const ALL_SALE = '05';

/** edu-svc registerCustomer/*, agreePrivacyLog, wxb/isFirstLogin (the contract manager lookup: contract-site.ts). */
export async function registerPromoters(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  const relate = async (customer: string, managerCode: string, name: string, phone: string) => {
    const inserted = await db.query(
      `INSERT INTO biz_customers (customer_user_code, manager_user_code, customer_name, customer_phone, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (customer_user_code) DO NOTHING RETURNING customer_user_code`,
      [customer, managerCode, name, phone, clock.now()],
    );
    return inserted.length > 0;
  };

  app.post(addCustomer.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(addCustomer.request, request, 'body');
    const mgr = await ctx.userName(body.managerUserCode);
    if (body.managerUserCode === user.userCode || !mgr.licenseNumber)
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.managerMissing'), 400);
    const self = await ctx.userName(user.userCode);
    // The first promoter who brought the customer keeps them (setManager changes it explicitly).
    const created = await relate(
      user.userCode,
      body.managerUserCode,
      body.customerName ?? self.name,
      user.phone,
    );
    const row = await db.one<{ manager_user_code: string }>(
      'SELECT manager_user_code FROM biz_customers WHERE customer_user_code = $1',
      [user.userCode],
    );
    return ok<addCustomer.ResponseData>({
      customerUserCode: user.userCode,
      managerUserCode: row?.manager_user_code ?? body.managerUserCode,
      created,
    });
  });

  app.post(setManager.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { level } = parseRequest(setManager.query, request, 'query');
    const body = parseRequest(setManager.request, request, 'body');
    const mgr = await ctx.userName(body.managerUserCode);
    if (body.managerUserCode === user.userCode || !mgr.licenseNumber)
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.managerMissing'), 400);
    const self = await ctx.userName(user.userCode);
    await db.query(
      `INSERT INTO biz_customers (customer_user_code, manager_user_code, customer_name, customer_phone, level, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer_user_code) DO UPDATE SET manager_user_code = EXCLUDED.manager_user_code, level = EXCLUDED.level`,
      [user.userCode, body.managerUserCode, self.name, user.phone, level, clock.now()],
    );
    return ok({ managerUserCode: body.managerUserCode, level });
  });

  app.get(promoters.path, async (request) => {
    const user = await ctx.requireUser(request);
    if (user.isStaff) {
      const me = await ctx.userName(user.userCode);
      const customers = await db.query<{
        customer_user_code: string;
        customer_name: string;
        customer_phone: string;
        created_at: Date;
      }>('SELECT * FROM biz_customers WHERE manager_user_code = $1 ORDER BY created_at DESC', [
        user.userCode,
      ]);
      return ok<promoters.ResponseData>({
        schanelCode: ALL_SALE,
        managerUserCode: user.userCode,
        managerName: me.name,
        licenseNumber: me.licenseNumber,
        customers: customers.map((c) => ({
          customerUserCode: c.customer_user_code,
          customerName: c.customer_name,
          customerPhone: maskId(c.customer_phone), // 138****8000
          createTime: formatChinaTime(new Date(c.created_at)),
        })),
      });
    }
    const rel = await db.one<{ manager_user_code: string }>(
      'SELECT manager_user_code FROM biz_customers WHERE customer_user_code = $1',
      [user.userCode],
    );
    if (!rel)
      return ok<promoters.ResponseData>({
        schanelCode: '',
        managerUserCode: '',
        managerName: '',
        licenseNumber: '',
        customers: [],
      });
    const mgr = await ctx.userName(rel.manager_user_code);
    return ok<promoters.ResponseData>({
      schanelCode: ALL_SALE,
      managerUserCode: rel.manager_user_code,
      managerName: mgr.name,
      licenseNumber: mgr.licenseNumber,
      customers: [],
    });
  });

  app.post(privacy.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { doc, version, occasion } = parseRequest(privacy.request, request, 'body');
    const now = clock.now();
    // Who, when, which text version and why (registration or first login): the consent record.
    await db.query(
      'INSERT INTO biz_privacy_log (user_code, doc, version, occasion, agreed_at) VALUES ($1, $2, $3, $4, $5)',
      [user.userCode, doc, version, occasion, now],
    );
    return ok<privacy.ResponseData>({ agreedAt: formatChinaTime(now), version, occasion });
  });

  app.get(firstLogin.path, async (request) => {
    const user = await ctx.requireUser(request);
    const row = await db.one('SELECT 1 FROM biz_privacy_log WHERE user_code = $1 LIMIT 1', [user.userCode]);
    return ok<firstLogin.ResponseData>({ isFirstLogin: !row });
  });
}
