import { SalesRecordingBoundary } from './recording/SalesRecordingBoundary';
import { AttributionCapture } from './attribution/AttributionCapture';

/**
 * Everything growth mounts once in the app frame (inside the router): the sales-process recording
 * and the attribution capture. The lead adds `<GrowthMounts />` to src/app/RootLayout.tsx.
 */
export function GrowthMounts() {
  return (
    <>
      <SalesRecordingBoundary />
      <AttributionCapture />
    </>
  );
}
