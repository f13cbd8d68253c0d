import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { productionSettings } from '../helpers/stand-in-providers';
import { burstWhileHeld } from '../helpers/burst';
import { PARENT, policyInStatus, SECOND_PARENT } from './support/client';
import { suiteGateway } from './support/suite-gateway';
import * as useBenefits from '../../../contract/edu-svc/useBenefits';
import * as insuredExtend from '../../../contract/ins-svc/insuredExtend';

describe.each(gatewayBackends())(
  'mail/sendEmail, thirdParty/api/useBenefits, applicationforms/insured_extend ($name)',
  ({ databaseUrl }) => {
    const suite = suiteGateway({ databaseUrl }, { parent: PARENT, other: SECOND_PARENT });

    describe('mail/sendEmail?type=99 (the e-policy by mail, sandbox provider)', () => {
      it('mails the PDF of an own policy to the address; the development inbox shows it', async () => {
        const { parent } = suite;
        const policy = await policyInStatus(parent, '06');
        const sent = await parent.post<{ mailNo: string; email: string }>('/edu-svc/mail/sendEmail?type=99', {
          policyNo: policy.policyNo,
          email: 'Parent.Zhang@Example.com',
        });
        expect(sent.code).toBe('0000');
        expect(sent.msg).toBe('电子保单已发送至 Parent.Zhang@Example.com');
        const inbox = await parent.get<{
          messages: {
            subject: string;
            text: string;
            attachments: { filename: string; contentType: string; size: number }[];
          }[];
        }>('/_dev/mail-inbox?to=parent.zhang@example.com');
        const [mail] = inbox.data.messages;
        expect(mail?.subject).toBe(`您的电子保单 ${policy.policyNo}`);
        expect(mail?.attachments).toEqual([
          expect.objectContaining({ filename: `${policy.policyNo}.pdf`, contentType: 'application/pdf' }),
        ]);
        expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
      });

      it('sends at most 5 of 20 simultaneous mails of one user (the rest 429)', async () => {
        const { gw, parent } = suite;
        const policy = await policyInStatus(parent, '06');
        await gw.db.query('DELETE FROM rate_limit_windows WHERE key = $1', [`mail:${parent.userCode}`]);
        const answers = await burstWhileHeld(gw.db, () =>
          Promise.all(
            Array.from({ length: 20 }, () =>
              parent.post('/edu-svc/mail/sendEmail?type=99', {
                policyNo: policy.policyNo,
                email: 'burst@example.com',
              }),
            ),
          ),
        );
        const sent = answers.filter((a) => a.code === '0000');
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.length).toBeLessThanOrEqual(5);
        expect(answers.filter((a) => a.code !== '0000').map((a) => [a.status, a.code])).toEqual(
          Array.from({ length: 20 - sent.length }, () => [429, '4290']),
        );
        const inbox = await parent.get<{ messages: unknown[] }>('/_dev/mail-inbox?to=burst@example.com');
        expect(inbox.data.messages).toHaveLength(sent.length);
      });

      it("bad input names the field; another user's policy is not found; more than 5 mails in 10 minutes → 429", async () => {
        const { parent, other } = suite;
        const policy = await policyInStatus(parent, '06');
        const noType = await parent.post('/edu-svc/mail/sendEmail', {
          policyNo: policy.policyNo,
          email: 'a@example.com',
        });
        expect(noType.status).toBe(400);
        expect(noType.msg).toContain('type');
        const otherType = await parent.post('/edu-svc/mail/sendEmail?type=1', {
          policyNo: policy.policyNo,
          email: 'a@example.com',
        });
        expect(otherType.status).toBe(400);
        expect(otherType.msg).toContain('type');
        const badMail = await parent.post('/edu-svc/mail/sendEmail?type=99', {
          policyNo: policy.policyNo,
          email: 'not-an-address',
        });
        expect(badMail.status).toBe(400);
        expect(badMail.msg).toContain('email');
        const foreign = await other.post('/edu-svc/mail/sendEmail?type=99', {
          policyNo: policy.policyNo,
          email: 'thief@example.com',
        });
        expect(foreign.code).toBe('4040');
        expect(foreign.status).toBe(200);
        expect(
          (await other.get<{ messages: unknown[] }>('/_dev/mail-inbox?to=thief@example.com')).data.messages,
        ).toEqual([]);
        const theirs = await policyInStatus(other, '06');
        const codes: string[] = [];
        for (let i = 0; i < 6; i += 1)
          codes.push(
            (
              await other.post('/edu-svc/mail/sendEmail?type=99', {
                policyNo: theirs.policyNo,
                email: 'p2@example.com',
              })
            ).code,
          );
        expect(codes).toEqual(['0000', '0000', '0000', '0000', '0000', '4290']);
      });
    });

    describe('thirdParty/api/useBenefits', () => {
      it('uses a benefit of an in-force policy; a retry with the same requestNo is the same use; a used-up benefit is refused', async () => {
        const { parent } = suite;
        const policy = await policyInStatus(parent, '06');
        const first = await parent.post<useBenefits.ResponseData>('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'PSY_HOTLINE',
          requestNo: 'REQ-0000001',
        });
        expect(first.code).toBe('0000');
        expect(useBenefits.responseData.parse(first.data)).toMatchObject({
          benefitCode: 'PSY_HOTLINE',
          usedTimes: 1,
          remainingTimes: 0,
        });
        expect(first.data.voucherCode).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
        const retry = await parent.post<useBenefits.ResponseData>('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'PSY_HOTLINE',
          requestNo: 'REQ-0000001',
        });
        expect(retry.data.useNo).toBe(first.data.useNo);
        const again = await parent.post('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'PSY_HOTLINE',
        });
        expect(again.code).toBe('4090');
        expect(again.msg).toBe('该权益次数已用完');
      });

      it('6 simultaneous uses of a 3-use benefit: exactly 3 succeed', async () => {
        const { other } = suite;
        const policy = await policyInStatus(other, '06');
        const answers = await Promise.all(
          Array.from({ length: 6 }, () =>
            other.post<useBenefits.ResponseData>('/edu-svc/thirdParty/api/useBenefits', {
              policyNo: policy.policyNo,
              benefitCode: 'ONLINE_CONSULT',
            }),
          ),
        );
        const used = answers.filter((a) => a.code === '0000');
        expect(used).toHaveLength(3);
        expect(used.map((a) => a.data.usedTimes).sort()).toEqual([1, 2, 3]);
        expect(answers.filter((a) => a.code === '4090')).toHaveLength(3);
      });

      it("bad input names the field; another user's policy is not found; a policy not in force is refused", async () => {
        const { parent, other } = suite;
        const policy = await policyInStatus(parent, '06');
        const badCode = await parent.post('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'consult',
        });
        expect(badCode.status).toBe(400);
        expect(badCode.msg).toContain('benefitCode');
        const unknown = await parent.post('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'SPA_DAY',
        });
        expect(unknown.status).toBe(400);
        expect(unknown.msg).toContain('benefitCode');
        const noPolicy = await parent.post('/edu-svc/thirdParty/api/useBenefits', {
          benefitCode: 'ONLINE_CONSULT',
        });
        expect(noPolicy.status).toBe(400);
        expect(noPolicy.msg).toContain('policyNo');
        const foreign = await other.post('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: policy.policyNo,
          benefitCode: 'ONLINE_CONSULT',
        });
        expect(foreign.code).toBe('4040');
        const overdue = await policyInStatus(parent, '07');
        const closed = await parent.post('/edu-svc/thirdParty/api/useBenefits', {
          policyNo: overdue.policyNo,
          benefitCode: 'ONLINE_CONSULT',
        });
        expect(closed.code).toBe('4090');
      });
    });

    describe('ins-svc applicationforms/insured_extend', () => {
      it("supplements an insured's school and class on a live form; the form detail shows them; the ID stays masked in the answer", async () => {
        const { parent } = suite;
        const order = await policyInStatus(parent, '05');
        const answer = await parent.post<insuredExtend.ResponseData>(
          '/ins-svc/applicationforms/insured_extend',
          {
            appCode: order.applicationFormCode,
            insureds: [
              {
                seq: 1,
                schoolName: '任城区实验小学',
                grade: '3',
                classAndGrade: '二年级',
                phone: '13812345678',
              },
            ],
          },
        );
        expect(answer.code).toBe('0000');
        const first = insuredExtend.responseData.parse(answer.data).insureds[0]!;
        expect(first).toMatchObject({
          seq: 1,
          schoolName: '任城区实验小学',
          grade: '3',
          classAndGrade: '二年级',
          phone: '13812345678',
        });
        expect(first.maskedLicenceNo).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
        const detail = await parent.post<{ applicationForm: { insureds: Record<string, unknown>[] } }>(
          '/ins-svc/api/v2/applicationforms/searchAppDetailPro',
          { appCode: order.applicationFormCode },
        );
        expect(detail.data.applicationForm.insureds[0]).toMatchObject({
          schoolName: '任城区实验小学',
          grade: '3',
          classAndGrade: '二年级',
          phone: '13812345678',
        });
      });

      it("bad input names the field; underwriting facts cannot change here; another user's form is not found; a closed form is refused", async () => {
        const { parent, other } = suite;
        const order = await policyInStatus(parent, '05');
        const path = '/ins-svc/applicationforms/insured_extend';
        const outOfRange = await parent.post(path, {
          appCode: order.applicationFormCode,
          insureds: [{ seq: 9, schoolName: '某某小学' }],
        });
        expect(outOfRange.status).toBe(400);
        expect(outOfRange.msg).toContain('insureds.seq');
        const rename = await parent.post(path, {
          appCode: order.applicationFormCode,
          insureds: [{ seq: 1, name: '李四' }],
        });
        expect(rename.status).toBe(400);
        expect(rename.msg).toContain('insureds.0');
        const nothing = await parent.post(path, {
          appCode: order.applicationFormCode,
          insureds: [{ seq: 1 }],
        });
        expect(nothing.status).toBe(400);
        const badPhone = await parent.post(path, {
          appCode: order.applicationFormCode,
          insureds: [{ seq: 1, phone: '12345' }],
        });
        expect(badPhone.status).toBe(400);
        expect(badPhone.msg).toContain('insureds.0.phone');
        const foreign = await other.post(path, {
          appCode: order.applicationFormCode,
          insureds: [{ seq: 1, schoolName: '某某小学' }],
        });
        expect(foreign.code).toBe('4040');
        const cancelled = await policyInStatus(parent, '09');
        const closed = await parent.post(path, {
          appCode: cancelled.applicationFormCode,
          insureds: [{ seq: 1, schoolName: '某某小学' }],
        });
        expect(closed.code).toBe('4090');
      });
    });
  },
);

describe('the mail inbox in production', () => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway(productionSettings());
  });
  afterAll(async () => gw?.close());

  it('does not exist', async () => {
    expect((await fetch(`${gw.url}/_gw/_dev/mail-inbox?to=a@example.com`)).status).toBe(404);
  });
});
