import { Input } from 'antd-mobile';
import './identity.css';

/** A text field with its label visible beside it (a placeholder alone disappears once typed into). */
export function LabeledInput(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  maxLength?: number;
  type?: string;
}) {
  return (
    <div className="field field-inline labeled-input">
      <span className="muted labeled-input-label">{p.label}</span>
      <Input
        aria-label={p.label}
        value={p.value}
        onChange={p.onChange}
        maxLength={p.maxLength ?? 20}
        {...(p.placeholder ? { placeholder: p.placeholder } : {})}
        {...(p.type ? { type: p.type } : {})}
      />
    </div>
  );
}
