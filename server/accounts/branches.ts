import type { Branch } from '../../contract/user-svc/findEduOrgBelongJtBranch';

/** Spec §9 branch defaults: the head office serves every area but those with their own branch. */
export const HEAD_OFFICE: Branch = { branchCode: 'JT0000', branchName: '本部' };

/** Branches by province code prefix (data, not code paths: add a row for a new branch). */
const REGIONAL_BRANCHES: readonly { provincePrefix: string; branch: Branch }[] = [
  { provincePrefix: '44', branch: { branchCode: 'JT0144001', branchName: '广东分公司' } },
];

/** The branch an area (province, city or county code) belongs to. */
export function branchForArea(areaCode: string | undefined): Branch {
  const regional = areaCode
    ? REGIONAL_BRANCHES.find((r) => areaCode.startsWith(r.provincePrefix))
    : undefined;
  return regional?.branch ?? HEAD_OFFICE;
}
