import type { ScreenServices } from '../../renderers/platform/services';
import { appNavigate } from '../app/navigation';
import { getHref } from '../../engine/routes/table';
import { BROKERAGE_SERVICE } from '../app/brokerage';

/**
 * What the product screens get from the shell (renderers/platform/services.tsx): navigation
 * through the guard, reviews and school search over the gateway. The calls (API client, axios, zod
 * contracts) load on first use, so a product detail page paints without them.
 */
export const screenServices: Partial<ScreenServices> = {
  serviceHotline: BROKERAGE_SERVICE.hotline,
  navigate: (to, query) => appNavigate(getHref(to, query)),
  openPath: (path) => appNavigate(path),
  loadReviews: async ({ productCode, commentNode, pn, ps }) => {
    const { commentSvc } = await import('../api/comment-svc');
    const reply = await commentSvc.commentsProduct({ productCode, commentNode: commentNode === '01' ? '01' : '00', pn, ps, status: 1 }, { silent: true });
    const data = reply.data ?? { list: [], total: 0 };
    return {
      total: data.total,
      list: data.list.map((item) => ({
        createTime: item.createTime,
        loginAccount: item.loginAccount,
        bizNo: item.bizNo,
        commentStatistics: [item.commentStatistics],
      })),
    };
  },
  searchSchools: async ({ keyword, region, schoolKind }) => {
    const { eduSvc } = await import('../api/edu-svc');
    const areaCode = [...(region ?? [])].reverse().find((code) => /^\d{6}$/.test(code));
    const reply = await eduSvc.schoolinfoGetSchoolByNameAddressPhone({ name: keyword, ...(areaCode ? { areaCode } : {}), ...(schoolKind ? { schoolKind } : {}) }, { silent: true });
    return (reply.data?.list ?? []).map((s) => ({ name: s.name, address: s.address }));
  },
};
