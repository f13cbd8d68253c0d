import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as startTime from '../../../contract/edu-svc/getStartTime';
import * as nextHour from '../../../contract/edu-svc/nextHourTime';
import * as files from '../../../contract/edu-svc/productFilePaths';
import * as validCodes from '../../../contract/edu-svc/getAllValidProductCode';
import * as share from '../../../contract/edu-svc/weChatShare';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime, nextChinaMidnight, nextWholeHour } from '../../domain/gateway/time';
import { shareConfig } from '../../providers/share/signature';

/** How far ahead a buyer may start cover (the app's date picker range). */
const LATEST_START_DAYS = 90;

/** edu-svc times, product files, valid product codes, messaging share signature. */
export async function registerSchedule(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { clock } = ctx.deps;

  app.get(startTime.path, async (request) => {
    const { productCode } = parseRequest(startTime.request, request, 'query');
    if (!ctx.products.get(productCode))
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.productUnknown', { productCode }), 400);
    const first = nextChinaMidnight(clock.now());
    return ok<startTime.ResponseData>({
      productCode,
      startTime: formatChinaTime(first),
      latestStartTime: formatChinaTime(new Date(first.getTime() + LATEST_START_DAYS * 86_400_000)),
    });
  });

  app.get(nextHour.path, async () =>
    ok<nextHour.ResponseData>({ nextHourTime: formatChinaTime(nextWholeHour(clock.now())) }),
  );

  app.get(files.path, async (request) => {
    const { productCode } = parseRequest(files.request, request, 'query');
    const products = productCode
      ? [ctx.products.get(productCode)].filter((p) => p !== undefined)
      : ctx.products.list();
    const list = products.flatMap((p) =>
      [...p.rules, ...p.clauses].map((c) => ({
        productCode: p.productCode,
        resourceName: c.resourceName,
        valueMark: c.valueMark,
        url: `/prod-svc/api/v2/notificationInfo/edu?productCode=${encodeURIComponent(p.productCode)}#${c.displayNo}`,
      })),
    );
    return ok<files.ResponseData>({ list });
  });

  app.get(validCodes.path, async (request) => {
    parseRequest(validCodes.params, request, 'params');
    const list = ctx.products
      .list()
      .filter((p) => p.kind === 'onSale')
      .map((p) => ({ productCode: p.productCode, version: p.manifestVersion }));
    return ok<validCodes.ResponseData>({ list });
  });

  app.post(share.path, async (request) => {
    const { shareUrl } = parseRequest(share.query, request, 'query');
    return ok<share.ResponseData>(await shareConfig(ctx.shareTickets, shareUrl, clock.now()));
  });
}
