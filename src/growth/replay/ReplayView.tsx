import { useEffect, useRef, useState } from 'react';
import * as eventsCall from '../../../contract/growth/salesRecordEvents';
import { useGt } from '../text-hook';
import 'rrweb/dist/style.css';
import { growthSvc } from '../../api/growth';
import '../../../engine/messages/zh-CN/promoter';

type Replayer = {
  play: (offset?: number) => void;
  pause: () => void;
  destroy: () => void;
  wrapper: HTMLElement;
};

/** The width the buyer's screen had (rrweb's meta event), to scale the replay into the page. */
function recordedWidth(events: { type: number; data?: unknown }[]): number {
  const meta = events.find((e) => e.type === 4);
  const width = (meta?.data as { width?: unknown } | undefined)?.width;
  return typeof width === 'number' && width > 0 ? width : 390;
}

/**
 * The sale as the buyer saw it: the order's recording events played by rrweb's Replayer (loaded with
 * this page only). Staff can pause and play again from the start.
 */
export function ReplayView({ orderCode }: { orderCode: string }) {
  const g = useGt();
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Replayer | null>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'paused' | 'error'>('loading');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const reply = await growthSvc.salesRecordEvents(undefined, {
        path: eventsCall.pathFor(orderCode),
        silent: true,
      });
      const events = (reply.data?.events ?? []) as { type: number; timestamp: number; data?: unknown }[];
      if (events.length < 2) throw new Error(g('growth.replay.noRecording'));
      const { Replayer } = await import('rrweb');
      if (cancelled || !host.current) return;
      const scale = Math.min(1, host.current.clientWidth / recordedWidth(events));
      host.current.style.setProperty('--replay-scale', String(scale));
      const replayer = new Replayer(events as never, {
        root: host.current,
        mouseTail: false,
        skipInactive: true,
      }) as unknown as Replayer;
      player.current = replayer;
      replayer.play();
      setState('playing');
    })().catch((error: unknown) => {
      if (cancelled) return;
      setProblem(error instanceof Error ? error.message : String(error));
      setState('error');
    });
    return () => {
      cancelled = true;
      player.current?.destroy();
      player.current = null;
    };
  }, [orderCode, g]);

  const toggle = () => {
    if (!player.current) return;
    if (state === 'playing') {
      player.current.pause();
      setState('paused');
    } else {
      player.current.play(0);
      setState('playing');
    }
  };

  return (
    <div className="growth-replay" data-testid="replay">
      {state === 'loading' && <p className="muted">{g('growth.replay.loading')}</p>}
      {state === 'error' && (
        <p className="muted" role="alert">
          {problem}
        </p>
      )}
      {(state === 'playing' || state === 'paused') && (
        <button type="button" className="btn btn-small" onClick={toggle} data-testid="replay-toggle">
          {state === 'playing' ? g('growth.replay.pause') : g('growth.replay.play')}
        </button>
      )}
      <div ref={host} className="growth-replay-host" data-state={state} />
    </div>
  );
}
