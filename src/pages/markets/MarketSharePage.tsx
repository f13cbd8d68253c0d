import { useEffect } from 'react';
import { useSearchParams } from '../../app/routing';
import { appNavigate } from '../../app/navigation';
import { getHref } from '../../../engine/routes/table';
import { PageSkeleton } from '../../ui/PageSkeleton';

/** /market2Share?id=: a shared market link opens that market's home (which checks it is online). */
export default function MarketSharePage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  useEffect(() => {
    appNavigate(id ? getHref('insureMarketHome', { id }) : getHref('locationMarketHome'), { replace: true });
  }, [id]);
  return <PageSkeleton />;
}
