import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { gatewayBackends } from '../helpers/start-gateway';
import { Client, PARENT, policyInStatus, SECOND_PARENT } from './support/client';
import { suiteGateway } from './support/suite-gateway';
import * as getToken from '../../../contract/edu-svc/getToken';

/** The text of every page of a PDF, as a viewer (pdf.js) extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  }
  await doc.destroy();
  return text;
}

const issuedPolicy = (client: Client, status = '06') => policyInStatus(client, status, { issued: true });

describe.each(gatewayBackends())(
  'e-policy: yj/api/getToken and the PDF it unlocks ($name)',
  ({ databaseUrl }) => {
    const suite = suiteGateway({ databaseUrl }, { parent: PARENT, other: SECOND_PARENT });

    const tokenFor = (client: Client, p: { applicationFormCode: string; policyNo: string | null }) =>
      client.get<getToken.ResponseData>(
        `/edu-svc/yj/api/getToken?appCode=${encodeURIComponent(p.applicationFormCode)}&policyNo=${encodeURIComponent(p.policyNo ?? '')}`,
      );

    it("issues a short-lived token for the caller's policy; the PDF shows the policy's data with masked ID numbers", async () => {
      const { gw, parent } = suite;
      const policy = await issuedPolicy(parent);
      const answer = await tokenFor(parent, policy);
      expect(answer.code).toBe('0000');
      expect(
        getToken.response.safeParse({ code: answer.code, msg: answer.msg, data: answer.data }).success,
      ).toBe(true);
      expect(answer.data.expiresIn).toBe(300);
      const detail = await parent.get<{
        applicationForm: {
          policyHolder: { licenceNo: string; name: string };
          insureds: { licenceNo: string; name: string }[];
          plan: { name: string };
        };
      }>(
        `/ins-svc/api/v2/applicationforms/searchOrderDetailPro?orderCode=${encodeURIComponent((await parent.post<{ list: { orderCode: string; policyNo: string }[] }>('/edu-svc/remote/ins/searchInsuranceList', { status: '06' })).data.list.find((p) => p.policyNo === policy.policyNo)!.orderCode)}`,
      );
      const form = detail.data.applicationForm;

      // The token alone opens the PDF (no Authorization header: a viewer outside the app has none).
      const res = await fetch(`${gw.url}/_gw${answer.data.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toContain('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      const text = await pdfText(bytes);
      expect(text).toContain(policy.policyNo!);
      expect(text).toContain(policy.applicationFormCode);
      expect(text).toContain(policy.productName);
      expect(text).toContain(form.policyHolder.name);
      expect(text).toContain(form.plan.name);
      for (const person of [form.policyHolder, ...form.insureds]) {
        expect(text).toContain(
          `${person.licenceNo.slice(0, 3)}${'*'.repeat(person.licenceNo.length - 7)}${person.licenceNo.slice(-4)}`,
        );
        expect(text).not.toContain(person.licenceNo);
      }
      // Reusable within its lifetime (a viewer may fetch twice), dead after it.
      expect((await fetch(`${gw.url}/_gw${answer.data.url}`)).status).toBe(200);
      gw.clock.advance(301_000);
      const expired = await fetch(`${gw.url}/_gw${answer.data.url}`);
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { code: string; msg: string }).msg).toBe(
        '电子保单链接已失效，请返回保单详情重新打开',
      );
    });

    it("another user's policy, a mismatched appCode or a tampered token read as not found / refused", async () => {
      const { gw, parent, other } = suite;
      const mine = await issuedPolicy(parent);
      const theirs = await issuedPolicy(other);
      const foreign = await tokenFor(parent, theirs);
      expect(foreign.status).toBe(200);
      expect(foreign.code).toBe('4040');
      expect(foreign.data).toBeUndefined();
      const mismatched = await tokenFor(parent, {
        applicationFormCode: theirs.applicationFormCode,
        policyNo: mine.policyNo,
      });
      expect(mismatched.code).toBe('4040');

      const good = await tokenFor(parent, mine);
      const token = new URL(good.data.url, 'http://x').searchParams.get('token')!;
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, pol: theirs.policyNo })).toString('base64url')}.${signature}`;
      expect((await fetch(`${gw.url}/_gw/edu-svc/yj/api/ePolicy?token=${forged}`)).status).toBe(403);
      // An access token is not an e-policy token.
      expect((await fetch(`${gw.url}/_gw/edu-svc/yj/api/ePolicy?token=${parent.token}`)).status).toBe(403);
    });

    it("a surrendered policy's e-policy carries the surrender endorsement", async () => {
      const { gw, parent } = suite;
      const surrendered = await issuedPolicy(parent, '08');
      const answer = await tokenFor(parent, surrendered);
      const text = await pdfText(
        new Uint8Array(await (await fetch(`${gw.url}/_gw${answer.data.url}`)).arrayBuffer()),
      );
      expect(text).toContain(surrendered.policyNo!);
      expect(text).toMatch(/批改：本保单已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 退保（批单号 EN\w+）/);
      const inForce = await issuedPolicy(parent, '06');
      const inForceText = await pdfText(
        new Uint8Array(
          await (await fetch(`${gw.url}/_gw${(await tokenFor(parent, inForce)).data.url}`)).arrayBuffer(),
        ),
      );
      expect(inForceText).not.toContain('退保');
    });

    it('bad input names the field; no login → 406; an unissued order has no e-policy', async () => {
      const { gw, parent } = suite;
      const missing = await parent.get('/edu-svc/yj/api/getToken?appCode=AP1');
      expect(missing.status).toBe(400);
      expect(missing.msg).toContain('policyNo');
      const noToken = await parent.get('/edu-svc/yj/api/ePolicy');
      expect(noToken.status).toBe(400);
      expect(noToken.msg).toContain('token');
      const anonymous = await new Client(gw.url).get('/edu-svc/yj/api/getToken?appCode=AP1&policyNo=PL1');
      expect(anonymous.code).toBe('406');
      const unpaid = await policyInStatus(parent, '01');
      const none = await tokenFor(parent, {
        applicationFormCode: unpaid.applicationFormCode,
        policyNo: 'PL-NONE',
      });
      expect(none.code).toBe('4040');
    });
  },
);
