/**
 * A guarantee name or value the engine marks as long (spec §5 "Marquee"), scrolling when it does not
 * fit its cell. CSS only (./marquee.css): antd-mobile's NoticeBar drew the same with a script, a
 * speaker icon and 3 KB of JS on the insure route. Like the notice bar, a text that fits its cell
 * after all (the rule counts characters: an English name of 20 letters is short on a phone) stands
 * still, without the copy the loop draws; that is measured once, before the first paint.
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import './marquee.css';

/** Scrolling speed, as the notice bar had it (px per second), over a 14 px character and the gap. */
const SPEED_PX_PER_S = 40;
const CHAR_PX = 14;
const GAP_PX = 32;

export function Marquee({ text, align }: { text: string; align: 'left' | 'right' }) {
  const box = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!box.current || !line.current) return;
    // The line's width without the gap before its copy, against the cell's.
    const fits = line.current.getBoundingClientRect().width - GAP_PX <= box.current.clientWidth;
    box.current.dataset.fits = String(fits);
  }, [text]);
  const seconds = Math.max(2, Math.round((text.length * CHAR_PX + GAP_PX) / SPEED_PX_PER_S));
  const style = { '--marquee-duration': `${seconds}s`, textAlign: align } as CSSProperties;
  return (
    <span ref={box} className="marquee" style={style} data-testid="marquee">
      <span className="marquee-track">
        <span ref={line}>{text}</span>
        <span aria-hidden="true">{text}</span>
      </span>
    </span>
  );
}
