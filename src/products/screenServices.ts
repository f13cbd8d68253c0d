import type { ScreenServices } from '../../renderers/platform/services';
import { commentsProduct } from '../api/comment-svc/commentsProduct';
import { schoolinfoGetSchoolByNameAddressPhone } from '../api/edu-svc/schoolinfoGetSchoolByNameAddressPhone';
import { appNavigate } from '../app/navigation';
import { withQuery } from '../routes/table';

/**
 * What the product screens get from the shell (renderers/platform/services.tsx): navigation
 * through the guard, reviews and school search over the gateway.
 */
export const screenServices: Partial<ScreenServices> = {
  navigate: (path, query) => appNavigate(withQuery(path, query ?? {})),
  loadReviews: async ({ productCode, commentNode, pn, ps }) => {
    const reply = await commentsProduct({ productCode, commentNode: commentNode === '01' ? '01' : '00', pn, ps, status: 1 }, { silent: true });
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
  searchSchools: async ({ keyword, region }) => {
    const areaCode = [...(region ?? [])].reverse().find((code) => /^\d{6}$/.test(code));
    const reply = await schoolinfoGetSchoolByNameAddressPhone({ name: keyword, ...(areaCode ? { areaCode } : {}) }, { silent: true });
    return (reply.data?.list ?? []).map((s) => ({ name: s.name, address: s.address }));
  },
};
