/** The sessionStorage key of a recording interrupted by a page unload (or finished but not yet sent). */
export const SAVED_RECORDING_KEY = 'growth.salesRecording';
