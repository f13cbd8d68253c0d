import { useState } from 'react';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { appStore } from '../../state/store';
import { marketAtom } from '../../state/market';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { Content } from '../../ui/content';
import '../../../engine/messages/zh-CN/markets';

/**
 * /selectCompany: choose the province and city whose local markets to show (real division data; their
 * names are the brokerage's area names, marked as its content).
 */
export default function SelectCompanyPage() {
  const t = useT();
  const areas = useAsync(async () => (await import('@vant/area-data')).areaList, []);
  const [province, setProvince] = useState('');

  const choose = (cityCode: string, cityName: string) => {
    appStore.set(marketAtom, { ...appStore.get(marketAtom), areaCode: cityCode, areaName: cityName });
    appNavigate(getHref('locationMarketHome', { areaCode: cityCode }));
  };

  return (
    <AsyncView state={areas} onRetry={areas.reload}>
      {(list) => {
        const provinces = Object.entries(list.province_list);
        const cities = Object.entries(list.city_list).filter(
          ([code]) => code.slice(0, 2) === province.slice(0, 2),
        );
        return (
          <section className="section" data-testid="select-company">
            <label className="row">
              <span>{t('shell.market.province')}</span>
              <select value={province} onChange={(e) => setProvince(e.target.value)} data-testid="province">
                <option value="">—</option>
                {provinces.map(([code, name]) => (
                  <option key={code} value={code} data-content="brokerage">
                    {name}
                  </option>
                ))}
              </select>
            </label>
            {province &&
              cities.map(([code, name]) => (
                <button key={code} type="button" className="list-link" onClick={() => choose(code, name)}>
                  <Content kind="brokerage">{name}</Content>
                  <span aria-hidden="true">›</span>
                </button>
              ))}
          </section>
        );
      }}
    </AsyncView>
  );
}
