import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from '../app/idle';
import { AttributionCapture } from './attribution/AttributionCapture';

/**
 * The sales-process recording and the privacy consent log act once a page has settled (a flow page
 * starts its recording then; the consent is logged after a login), so their code loads then too,
 * not before the first screen (1 KB brotli less on every route's start). A chunk that does not
 * arrive (offline) leaves them out of this visit rather than failing the frame.
 */
const SettledMounts = lazy((): Promise<{ default: ComponentType }> =>
  import('./settled-mounts').catch(() => ({ default: () => null })),
);

/**
 * Everything growth mounts once in the app frame (inside the router; src/app/RootLayout.tsx mounts
 * it): the attribution capture at once — it must read the link the buyer arrived by before they
 * leave it — and the rest once the first page has settled.
 */
export function GrowthMounts() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void whenSettled().then(() => setSettled(true));
  }, []);
  return (
    <>
      <AttributionCapture />
      {settled && (
        <Suspense fallback={null}>
          <SettledMounts />
        </Suspense>
      )}
    </>
  );
}
