/**
 * One product screen in Storybook: the screen the story names, drawn from the built ProductModel,
 * with every callback answered by fixtures and logged as a Storybook action.
 */
import { useState } from 'react';
import { action } from 'storybook/actions';
import type { ProductModel } from '../../engine/model';
import { ConfirmScreen } from '../../renderers/screens/confirm/ConfirmScreen';
import { DetailScreen } from '../../renderers/screens/detail/DetailScreen';
import { InsureScreen } from '../../renderers/screens/insure/InsureScreen';
import type { PurchaseDraft } from '../../renderers/screens/purchase/draft';
import { RenewalScreen } from '../../renderers/screens/renewal/RenewalScreen';
import type { ScreenServices } from '../../renderers/platform/services';
import { fixtureReviews } from '../../renderers/widgets/estimate/fixtures';
import { fixtureDraft, fixtureLastPolicy, fixturePremium, fixtureSchools } from './fixtures';

export type ScreenName = 'detail' | 'insure' | 'confirm' | 'renewal';

export interface ProductScreenStoryProps {
  product: ProductModel;
  screen: ScreenName;
}

const services: Partial<ScreenServices> = {
  navigate: action('navigate'),
  loadReviews: fixtureReviews(1280),
  searchSchools: fixtureSchools,
};

export function ProductScreenStory({ product, screen }: ProductScreenStoryProps) {
  const [draft, setDraft] = useState<PurchaseDraft>(() => fixtureDraft(product));
  switch (screen) {
    case 'detail':
      return (
        <DetailScreen
          product={product}
          services={services}
          onBuy={action('buy')}
          onShare={action('share')}
          loadRatingSummary={async () => ({ score: 4.8, total: 1280 })}
        />
      );
    case 'insure':
      return (
        <InsureScreen
          product={product}
          services={services}
          initialDraft={null}
          onDraftChange={action('draftChange')}
          onCalculatePremium={fixturePremium(product)}
          onSaveDraft={async (saved) => action('saveDraft')(saved)}
        />
      );
    case 'confirm':
      return (
        <ConfirmScreen
          product={product}
          services={services}
          draft={draft}
          order={{ operator: 'U0001', idempotentSerialNo: 'SN0001' }}
          onCheckDuplicate={async () => null}
          onSubmitOrder={async (payload) => {
            action('submitOrder')(payload);
            return { orderCode: 'OD0001', applicationFormCode: 'AF0001' };
          }}
          onTrack={action('track')}
          onClearSavedForm={action('clearSavedForm')}
          payment={{
            lookupPayUrl: async () => null,
            redirect: action('redirect'),
            startOAuth: action('startOAuth'),
          }}
        />
      );
    case 'renewal':
      return (
        <RenewalScreen product={product} lastPolicy={fixtureLastPolicy} onStart={(next) => setDraft(next)} />
      );
  }
}
