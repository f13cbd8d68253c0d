import { SalesRecordingBoundary } from './recording/SalesRecordingBoundary';
import { PrivacyConsent } from './privacy/PrivacyConsent';

/** What growth mounts once the first page has settled (./mounts.tsx loads it then). */
export default function SettledMounts() {
  return (
    <>
      <SalesRecordingBoundary />
      <PrivacyConsent />
    </>
  );
}
