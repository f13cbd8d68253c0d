/**
 * A cover period, start ~ end, where a narrow screen may break the line only at the "~": each date
 * stays whole (no "2027-11-2" with a lone "4" on the next line).
 */
export function CoverPeriod({ start, end }: { start: string; end: string }) {
  return (
    <span data-testid="cover-period">
      <span style={{ whiteSpace: 'nowrap' }}>{start}</span> ~{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{end}</span>
    </span>
  );
}
