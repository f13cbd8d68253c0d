import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { response as areaResponse } from '../../../contract/user-svc/getArea';
import { call } from '../helpers/accounts';
import { START_TIMEOUT_MS, startGateway, type StartedGateway } from '../helpers/start-gateway';

describe('areas, branches and contact person', () => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway();
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('getArea walks the region tree: provinces, cities of a province, counties of a city', async () => {
    const provinces = areaResponse.parse((await call(gw.url, '/user-svc/api/v1/getArea/0')).body).data ?? [];
    expect(provinces).toContainEqual({ label: '山东省', value: '370000', level: 'province' });
    const cities = (await call(gw.url, '/user-svc/api/v1/getArea/370000')).body.data;
    expect(cities).toContainEqual({ label: '济宁市', value: '370800', level: 'city' });
    const counties = (await call(gw.url, '/user-svc/api/v1/getArea/370800')).body.data;
    expect(counties).toContainEqual({ label: '任城区', value: '370811', level: 'county' });
    expect((await call(gw.url, '/user-svc/api/v1/getArea/370811')).body.data).toEqual([]);
    expect((await call(gw.url, '/user-svc/api/v1/getArea/abc')).status).toBe(400);
  });

  it('findEduOrgBelongJtBranch: head office by default, the Guangdong branch for Guangdong', async () => {
    expect(
      (await call(gw.url, '/user-svc/api/v1/findEduOrgBelongJtBranch?areaCode=370811')).body.data,
    ).toEqual({ branchCode: 'JT0000', branchName: '本部' });
    expect(
      (await call(gw.url, '/user-svc/api/v1/findEduOrgBelongJtBranch?areaCode=440106')).body.data.branchCode,
    ).toBe('JT0144001');
  });

  it('tourContactPerson names a staff member of the area’s branch, or nobody', async () => {
    const contact = (
      await call(
        gw.url,
        '/user-svc/api/v1/tourContactPerson?areaCode=370811&channelCode=edu&productCode=19PR979745',
      )
    ).body.data;
    expect(contact).toMatchObject({ name: '王建华', phone: '13900139000', branchCode: 'JT0000' });
    expect((await call(gw.url, '/user-svc/api/v1/tourContactPerson?areaCode=440106')).body.data).toBeNull();
  });
});
