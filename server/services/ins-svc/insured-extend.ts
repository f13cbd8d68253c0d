import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as extendCall from '../../../contract/ins-svc/insuredExtend';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { PolicyStatus } from '../../domain/lifecycle/statuses';
import { sweep } from '../../domain/lifecycle/sweeper';
import { maskId } from '../../../engine/validators';

/** Statuses in which the form is live: closed ones (timed out, failed, overdue, surrendered, cancelled) are history. */
const EXTENDABLE: readonly string[] = [
  PolicyStatus.toBePaid,
  PolicyStatus.waitIssue,
  PolicyStatus.waitInsurance,
  PolicyStatus.guarantee,
];

/** The extension fields, as the application form names them (engine/rules/application-form.ts). */
const FIELDS = ['phone', 'schoolName', 'grade', 'classAndGrade', 'location'] as const;

type Insured = Record<string, unknown>;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function view(insured: Insured, index: number): extendCall.ResponseData['insureds'][number] {
  return {
    seq: index + 1,
    name: typeof insured.name === 'string' ? insured.name : '',
    maskedLicenceNo: maskId(typeof insured.licenceNo === 'string' ? insured.licenceNo : ''),
    phone: textOrNull(insured.phone),
    schoolName: textOrNull(insured.schoolName),
    grade: textOrNull(insured.grade),
    classAndGrade: textOrNull(insured.classAndGrade),
    location: textOrNull(insured.location),
  };
}

/** ins-svc applicationforms/insured_extend: supplement the insureds' extension details of the caller's own form. */
export async function registerInsuredExtend(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(extendCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(extendCall.request, request, 'body');
    const now = clock.now();
    await sweep(db, ctx.issuer, now, user.userCode);
    const answer = await db.tx(async (tx) => {
      const row = await tx.one<{ order_code: string; status: string; payload: unknown }>(
        'SELECT order_code, status, payload FROM biz_orders WHERE application_form_code = $1 AND user_code = $2 AND NOT deleted FOR UPDATE',
        [body.appCode, user.userCode],
      );
      if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'));
      if (!EXTENDABLE.includes(row.status))
        throw new ApiError(Codes.conflict, msg(request, 'gw.biz.statusForbids', { status: row.status }));
      const form = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        insureds?: Insured[];
      };
      const insureds = Array.isArray(form.insureds) ? form.insureds.map((i) => ({ ...i })) : [];
      for (const change of body.insureds) {
        const target = insureds[change.seq - 1];
        if (!target)
          throw new ApiError(
            Codes.badInput,
            `insureds.seq: ${msg(request, 'gw.biz.insuredNotFound', { seq: change.seq })}`,
            400,
          );
        for (const field of FIELDS) if (change[field] !== undefined) target[field] = change[field];
      }
      await tx.query('UPDATE biz_orders SET payload = $2, updated_at = $3 WHERE order_code = $1', [
        row.order_code,
        JSON.stringify({ ...form, insureds }),
        now,
      ]);
      return { appCode: body.appCode, insureds: insureds.map(view) };
    });
    return ok<extendCall.ResponseData>(answer, msg(request, 'gw.biz.insuredExtended'));
  });
}
