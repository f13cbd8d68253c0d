/** The sessionStorage key of a recording interrupted by a page unload (or finished but not yet sent). */
export const SAVED_RECORDING_KEY = 'growth.salesRecording';

/** Whether a finished recording waits to be uploaded (cheap: no unpacking). */
export function hasUnsentRecording(): boolean {
  try {
    return (window.sessionStorage.getItem(SAVED_RECORDING_KEY) ?? '').includes('"unsent":true');
  } catch {
    return false;
  }
}

/** Whether a recording is saved (broken off by an unload, or unsent): the flow may end or exit on this page load. */
export function hasSavedRecording(): boolean {
  try {
    return window.sessionStorage.getItem(SAVED_RECORDING_KEY) !== null;
  } catch {
    return false;
  }
}
