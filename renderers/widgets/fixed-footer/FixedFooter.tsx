/**
 * The bar pinned to the bottom of a screen that holds its way on (buy, next, submit, agree): one
 * look on the detail, insure, confirm, notify and protocol screens. The screen keeps room for it
 * below its content (its main's padding-bottom).
 */
import type { CSSProperties, ReactNode } from 'react';

const BAR: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '10px 16px',
  background: '#fff',
  boxShadow: '0 -1px 4px rgba(0,0,0,.06)',
};

export interface FixedFooterProps {
  children: ReactNode;
  /** Lays the children out in a row, this many pixels apart (a price beside buttons); without it they stack. */
  gap?: number;
}

export function FixedFooter({ children, gap }: FixedFooterProps) {
  const style = gap === undefined ? BAR : { ...BAR, display: 'flex', alignItems: 'center', gap };
  return <footer style={style}>{children}</footer>;
}
