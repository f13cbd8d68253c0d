/**
 * A guarantee name or value too long for its cell, scrolling (spec §5 "Marquee"; the engine decides
 * which do). CSS only (./marquee.css): antd-mobile's NoticeBar drew the same with a script, a
 * speaker icon and 3 KB of JS on the insure route.
 */
import type { CSSProperties } from 'react';
import './marquee.css';

/** Scrolling speed, as the notice bar had it (px per second), over a 14 px character and the gap. */
const SPEED_PX_PER_S = 40;
const CHAR_PX = 14;
const GAP_PX = 32;

export function Marquee({ text, align }: { text: string; align: 'left' | 'right' }) {
  const seconds = Math.max(2, Math.round((text.length * CHAR_PX + GAP_PX) / SPEED_PX_PER_S));
  const style = { '--marquee-duration': `${seconds}s`, textAlign: align } as CSSProperties;
  return (
    <span className="marquee" style={style} data-testid="marquee">
      <span className="marquee-track">
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </span>
    </span>
  );
}
