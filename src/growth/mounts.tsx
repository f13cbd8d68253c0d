import { SalesRecordingBoundary } from './recording/SalesRecordingBoundary';
import { AttributionCapture } from './attribution/AttributionCapture';
import { PrivacyConsent } from './privacy/PrivacyConsent';

/**
 * Everything growth mounts once in the app frame (inside the router): the sales-process recording,
 * the attribution capture and the privacy consent log (src/app/RootLayout.tsx mounts it).
 */
export function GrowthMounts() {
  return (
    <>
      <SalesRecordingBoundary />
      <AttributionCapture />
      <PrivacyConsent />
    </>
  );
}
