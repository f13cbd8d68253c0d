import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { RateLimiter } from '../../http/rate-limit';
import * as sendCall from '../../../contract/edu-svc/sendEmail';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime } from '../../domain/gateway/time';
import type { MailProvider } from '../../providers/mail/provider';
import { SandboxMailProvider } from '../../providers/mail/sandbox';
import { ownedEPolicy } from './epolicy';
import { formParts } from './epolicy-document';

/** Mails per user per 10 minutes: enough to retry a typo, too few to use the gateway as a mailer. */
const MAILS_PER_USER = 5;
const MAIL_WINDOW_MS = 10 * 60_000;

export const DEV_MAIL_INBOX_PATH = '/_dev/mail-inbox';
const inboxQuery = z.object({ to: z.string().trim().pipe(z.email()) });

/**
 * edu-svc mail/sendEmail?type=99: the e-policy PDF of one of the caller's issued policies, mailed
 * as an attachment through the mail provider (the sandbox: server log + development inbox at
 * /_gw/_dev/mail-inbox?to=, which does not exist in production, where nothing is delivered until a
 * real provider is configured).
 */
export async function registerMail(
  app: FastifyInstance,
  ctx: BizContext,
  provider?: MailProvider,
): Promise<void> {
  const { clock, config } = ctx.deps;
  const sandbox = provider
    ? null
    : new SandboxMailProvider(
        (line) => app.log.info(line),
        () => clock.now(),
        config.env !== 'production',
      );
  const mailer: MailProvider = provider ?? sandbox!;
  const limiter = new RateLimiter(ctx.deps.db, clock, MAILS_PER_USER, MAIL_WINDOW_MS);

  app.post(sendCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    parseRequest(sendCall.query, request, 'query');
    const { policyNo, email } = parseRequest(sendCall.request, request, 'body');
    const { row, pdf } = await ownedEPolicy(ctx, request, user.userCode, policyNo);
    // Counted before it is sent (a count after sending let simultaneous requests all send).
    await limiter.hit(request, `mail:${user.userCode}`);
    const holder = formParts(row.payload).holder.name || row.holder_name;
    await mailer.send({
      to: email,
      subject: msg(request, 'gw.biz.mailEPolicySubject', { policyNo }),
      text: msg(request, 'gw.biz.mailEPolicyText', { name: holder, policyNo, productName: row.product_name }),
      attachments: [
        { filename: `${policyNo.replace(/[^\w-]/g, '_')}.pdf`, contentType: 'application/pdf', content: pdf },
      ],
    });
    const now = clock.now();
    return ok<sendCall.ResponseData>(
      { mailNo: businessNo('ML', now), email, policyNo, sendTime: formatChinaTime(now) },
      msg(request, 'gw.biz.mailSent', { email }),
    );
  });

  if (config.env !== 'production' && sandbox) {
    /** The latest mails the sandbox "sent" to an address, newest first (development and tests only). */
    app.get(DEV_MAIL_INBOX_PATH, async (request) => {
      const { to } = parseRequest(inboxQuery, request, 'query');
      return ok({ to, messages: sandbox.latest(to) });
    });
  }
}
