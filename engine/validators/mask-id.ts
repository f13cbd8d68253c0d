/**
 * ID masking (spec §5): keep the first 3 and the last 4 characters, replace each one between with *.
 * A value of 7 characters or fewer has nothing left to hide once 3 + 4 are shown, so it is masked
 * entirely: showing a short number in full would defeat the masking.
 */
const KEEP_HEAD = 3;
const KEEP_TAIL = 4;

export function maskId(value: string): string {
  const chars = [...(value ?? '')];
  if (chars.length <= KEEP_HEAD + KEEP_TAIL) return '*'.repeat(chars.length);
  const hidden = chars.length - KEEP_HEAD - KEEP_TAIL;
  return chars.slice(0, KEEP_HEAD).join('') + '*'.repeat(hidden) + chars.slice(-KEEP_TAIL).join('');
}
