/**
 * A five-star input made of real buttons: tappable, keyboard- and screen-reader-friendly, and
 * testable without layout (antd-mobile's Rate computes the score from pointer geometry).
 */
export interface StarInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  count?: number;
}

export function StarInput({ label, value, onChange, count = 5 }: StarInputProps) {
  return (
    <span role="radiogroup" aria-label={label} style={{ display: 'inline-flex', gap: 4 }}>
      {Array.from({ length: count }, (_, index) => {
        const score = index + 1;
        return (
          <button
            key={score}
            type="button"
            role="radio"
            aria-checked={value === score}
            aria-label={`${label} ${score}`}
            onClick={() => onChange(score)}
            style={{
              border: 0,
              background: 'none',
              padding: 2,
              fontSize: 24,
              lineHeight: 1,
              color: score <= value ? '#ffb400' : '#ddd',
            }}
          >
            ★
          </button>
        );
      })}
    </span>
  );
}
