import { Component, type ReactNode } from 'react';
import { format } from '../../engine/messages';
import { getHref } from '../../engine/routes/table';
import { Link } from '../app/routing';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

interface Props {
  children: ReactNode;
  /** Offer 返回首页 (not on the home page itself). */
  homeLink?: boolean;
  /** Reloads the app (the browser's reload; a test passes its own). */
  reload?: () => void;
}

interface State {
  error: Error | null;
  /** 重试 was tapped and the page failed again: it will fail the same way until the app reloads. */
  failedAgain: boolean;
}

const reloadApp = () => window.location.reload();

/**
 * Catches a page that throws while rendering, so one broken page never blanks the whole app. The
 * reader gets words, not the browser's error (React logs that to the console): 重试 draws the page
 * again, which mends a passing failure; when the page fails again, the button reloads the app
 * instead (fresh code after a release, fresh state; an insure form's draft is kept on the device),
 * since drawing it again would only fail again. 返回首页 leaves the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAgain: false };
  private retried = false;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(): void {
    if (this.retried) this.setState({ failedAgain: true });
  }

  private retry = () => {
    this.retried = true;
    this.setState({ error: null });
  };

  override render() {
    const { error, failedAgain } = this.state;
    if (!error) return this.props.children;
    const locale = appStore.get(localeAtom);
    const t = (key: 'shell.common.crashed' | 'shell.common.crashedHint' | 'shell.common.crashedAgainHint') =>
      format(key, undefined, locale);
    return (
      <div className="page-state" role="alert" data-testid="page-crashed">
        <p className="page-state-title">{t('shell.common.crashed')}</p>
        <p className="page-state-detail">
          {t(failedAgain ? 'shell.common.crashedAgainHint' : 'shell.common.crashedHint')}
        </p>
        <div className="page-state-actions">
          {failedAgain ? (
            <button type="button" className="btn" onClick={this.props.reload ?? reloadApp}>
              {format('shell.common.reload', undefined, locale)}
            </button>
          ) : (
            <button type="button" className="btn" onClick={this.retry}>
              {format('shell.common.retry', undefined, locale)}
            </button>
          )}
          {this.props.homeLink !== false ? (
            <Link className="btn" to={getHref('home')}>
              {format('shell.common.goHome', undefined, locale)}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
}
