import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { getHref } from '../../../engine/routes/table';
import { toastFail } from '../../platform/toast';
import { copyLink } from './copy';
import { useGt } from '../text-hook';
import type { PosterModel, ShareProduct } from './poster-model';
import { download, drawPoster, themeOf } from './poster-image';
import { TextWithContent } from '../../ui/content';
import '../growth.css';
import '../../../engine/messages/zh-CN/promoter';

/** Spec §9: share QR size 320, margin 2. */
export const QR_OPTIONS = { width: 320, margin: 2 } as const;

export interface SharePosterProps {
  product: ShareProduct;
  model: PosterModel;
  /** where the login link comes back to */
  currentPath: string;
  onClose: () => void;
}

/**
 * The share-poster modal (spec §2 shared UI): the product's QR code carrying the promoter's code,
 * saved as an image; 'long-press the QR code to share'; a visitor is asked to log in first; staff get
 * their own background, blue styling and their name and licence number; another person's code shows
 * the 'recommender' label. Copy link → 操作成功！; QR or copy failures → 生成二维码失败 (danger).
 */
export function SharePoster({ product, model, currentPath, onClose }: SharePosterProps) {
  const g = useGt();
  const [qr, setQr] = useState<string | null>(null);
  const theme = themeOf(model);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(model.link, { ...QR_OPTIONS, color: { dark: theme.qrDark, light: '#ffffff' } }).then(
      (url) => live && setQr(url),
      () => live && toastFail(g('growth.share.qrFailed')),
    );
    return () => {
      live = false;
    };
  }, [model.link, theme.qrDark, g]);

  // Each line with the person it names: their name is theirs (written as they registered it, in any
  // language), so on screen it is marked as content, not as the catalogue's words.
  const posterLines: { text: string; person?: string }[] = [];
  if (model.staff)
    posterLines.push({
      text: g('growth.share.staffText', {
        broker: g('growth.share.brokerName'),
        name: model.staff.name,
        licence: model.staff.licence,
      }),
      person: model.staff.name,
    });
  if (model.recommender)
    posterLines.push({
      text: g('growth.share.recommender', { name: model.recommender }),
      person: model.recommender,
    });
  posterLines.push({ text: g('growth.share.longPress') });
  const lines = posterLines.map((line) => line.text);

  const save = async () => {
    try {
      if (!qr) throw new Error('qr');
      download(await drawPoster({ product, model, qrDataUrl: qr, lines }), `${product.name}.png`);
    } catch {
      toastFail(g('growth.share.qrFailed'));
    }
  };

  return (
    <div className="growth-poster-mask">
      {/* A tap on the dimmed backdrop closes the poster. It is a button for pointers only: keyboards and
          screen readers have the poster's own 关闭 button, so it stays out of the tab order and the accessibility tree. */}
      <button
        type="button"
        className="growth-poster-backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
        data-testid="share-poster-mask"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={g('growth.share.title')}
        className={`growth-poster growth-poster-${model.variant}`}
        style={{ background: `linear-gradient(${theme.from}, ${theme.to})`, color: theme.text }}
        data-testid="share-poster"
      >
        <h2 className="growth-poster-title">{product.name}</h2>
        <p className="growth-poster-tagline">{product.tagline}</p>
        <div className="growth-poster-qr">
          {qr ? (
            <img
              src={qr}
              width={160}
              height={160}
              alt={g('growth.share.qrAlt', { product: product.name })}
              data-link={model.link}
            />
          ) : (
            <span>{g('growth.share.generating')}</span>
          )}
        </div>
        {posterLines.map((line) => (
          <p key={line.text} className="growth-poster-line">
            {line.person ? <TextWithContent text={line.text} value={line.person} kind="user" /> : line.text}
          </p>
        ))}
        {model.variant === 'visitor' && (
          <p className="growth-poster-login">
            {g('growth.share.loginFirst')}{' '}
            <a
              href={`#${getHref('login', { fullPath: currentPath, ...(model.code ? { promoCode: model.code } : {}) })}`}
            >
              {g('growth.share.login')}
            </a>
          </p>
        )}
        <div className="growth-poster-actions">
          <button type="button" className="btn btn-small" onClick={() => void save()}>
            {g('growth.share.save')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => void copyLink(model.link)}>
            {g('growth.share.copy')}
          </button>
          <button type="button" className="btn btn-small" onClick={onClose}>
            {g('growth.share.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
