import { Component, type ReactNode } from 'react';
import { format } from '../../engine/messages';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

/** Catches a page that throws while rendering, so one broken page never blanks the whole app. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const locale = appStore.get(localeAtom);
    return (
      <div className="page-state" role="alert">
        <p className="page-state-title">{format('shell.common.crashed', undefined, locale)}</p>
        <p className="page-state-detail">{this.state.error.message}</p>
        <button type="button" className="btn" onClick={() => this.setState({ error: null })}>
          {format('shell.common.retry', undefined, locale)}
        </button>
      </div>
    );
  }
}
