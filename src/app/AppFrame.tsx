import type { ReactNode } from 'react';
import type { Locale } from '../../engine/messages';

export interface AppFrameProps {
  title: string;
  /**
   * Set when the title is the product's own (manifest) text, not the catalogue's: the language it is
   * written in. The title is then marked as product content in that language.
   */
  titleContentLang?: Locale | undefined;
  /** The back button's handler and label; no button when absent. */
  back?: { onBack: () => void; label: string } | undefined;
  /** The progress bar's label while a route loads; no bar when absent. */
  loadingLabel?: string | undefined;
  children: ReactNode;
  /** Drawn after the page (overlays, scroll restoration). */
  after?: ReactNode;
}

/**
 * The frame of every page — nav bar with title and back button, then the page. One component for
 * the running app (RootLayout) and the prerendered first screens (scripts/build), so both draw the
 * same boxes at the same places.
 */
export function AppFrame({ title, titleContentLang, back, loadingLabel, children, after }: AppFrameProps) {
  return (
    <div className="app-frame">
      {loadingLabel ? <div className="app-progress" role="progressbar" aria-label={loadingLabel} /> : null}
      <header className="app-nav">
        {back ? (
          <button type="button" className="app-nav-back" onClick={back.onBack} aria-label={back.label}>
            ‹
          </button>
        ) : null}
        <h1
          className="app-nav-title"
          data-content={titleContentLang ? 'product' : undefined}
          lang={titleContentLang}
        >
          {title}
        </h1>
      </header>
      <main className="app-main">{children}</main>
      {after}
    </div>
  );
}
