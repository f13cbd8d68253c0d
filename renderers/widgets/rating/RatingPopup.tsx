/**
 * The rating widget (spec §2, §4 "Rating widget", §5): a bottom popup that loads the rating
 * template when opened, requires every star item, checks the business parameters, submits through
 * the caller's callback and reports on close whether the rating succeeded.
 */
import { Button, Popup, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useFormat, useLocale } from '../../platform/locale';
import { StarInput } from './StarInput';
import {
  allStarsScored,
  buildRatingSubmission,
  missingParamMessage,
  scoreKey,
  type ScoreSheet,
} from './rating-rules';
import {
  STAR_COMMENT_TYPE,
  TAG_COMMENT_TYPE,
  type RatingSubject,
  type RatingSubmission,
  type RatingTemplateEntry,
  type RatingTemplateItem,
} from './types';
import '../../../engine/messages/zh-CN/detail';

export interface RatingPopupProps {
  visible: boolean;
  /** What is rated; a missing productCode/productName/bizNo/bizType is reported on submit. */
  subject: Partial<RatingSubject>;
  /** Fetches the template for a product and node (the shell calls the comment service). */
  loadTemplate: (query: { productCode: string; commentNode: string }) => Promise<RatingTemplateItem[]>;
  /** Sends the rating; reject with an Error whose message is the server msg to show it. */
  onSubmit: (body: RatingSubmission) => Promise<void>;
  /** Called once the popup closes; success tells whether a rating was submitted. */
  onClose: (result: { success: boolean }) => void;
  /** Popup height, 40% by default (§9). */
  height?: string;
}

/**
 * A template item's name is the brokerage's text, in the language the gateway answered it in
 * (docs/renderers.md "Whose words"): marked as content with that language.
 */
const contentOf = (entry: RatingTemplateEntry) => ({
  'data-content': 'brokerage',
  lang: entry.lang ?? 'zh-CN',
});

type TemplateState =
  | { status: 'loading' }
  | { status: 'ready'; items: RatingTemplateItem[] }
  | { status: 'error'; message: string };

export function RatingPopup({
  visible,
  subject,
  loadTemplate,
  onSubmit,
  onClose,
  height = '40%',
}: RatingPopupProps) {
  const format = useFormat();
  const locale = useLocale();
  const [template, setTemplate] = useState<TemplateState>({ status: 'loading' });
  const [scores, setScores] = useState<ScoreSheet>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const { productCode, commentNode } = subject;

  useEffect(() => {
    if (!visible) return;
    let live = true;
    // Each opening starts a fresh sheet; the popup stays mounted (its slide animation), so the reset is here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setScores({});
    setTexts({});
    if (!productCode || !commentNode) {
      console.warn(`[renderers] ${format('screens.rating.templateMissingInputs')}`);
      setTemplate({ status: 'ready', items: [] });
      return;
    }
    setTemplate({ status: 'loading' });
    loadTemplate({ productCode, commentNode }).then(
      (items) => live && setTemplate({ status: 'ready', items }),
      (error: unknown) =>
        live &&
        setTemplate({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [visible, productCode, commentNode, loadTemplate, format]);

  const items = template.status === 'ready' ? template.items : [];

  async function submit() {
    const missing = missingParamMessage(subject, locale);
    if (missing) {
      Toast.show({ content: missing });
      return;
    }
    if (!allStarsScored(items, scores)) {
      Toast.show({ content: format('screens.rating.rateAll') });
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(buildRatingSubmission(subject as RatingSubject, items, scores, texts));
      Toast.show({ icon: 'success', content: format('screens.rating.success') });
      onClose({ success: true });
    } catch (error) {
      Toast.show({
        icon: 'fail',
        content: error instanceof Error && error.message ? error.message : format('screens.rating.failed'),
      });
    } finally {
      setSubmitting(false);
    }
  }

  const setScore = (key: string, value: number) => setScores((previous) => ({ ...previous, [key]: value }));

  return (
    <Popup
      visible={visible}
      onMaskClick={() => onClose({ success: false })}
      bodyStyle={{ height, overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
    >
      <div style={{ padding: 16, position: 'relative' }} data-testid="rating-popup">
        {/* A way out that does not depend on finding the mask above a 40 % popup. */}
        <button
          type="button"
          aria-label={format('screens.rating.close')}
          onClick={() => onClose({ success: false })}
          style={{
            position: 'absolute',
            top: 8,
            right: 8,
            width: 36,
            height: 36,
            border: 0,
            background: 'none',
            fontSize: 22,
            lineHeight: '36px',
            color: '#666',
          }}
        >
          ×
        </button>
        <h3 style={{ margin: 0, textAlign: 'center', fontSize: 17 }}>{format('screens.rating.title')}</h3>
        <p style={{ margin: '4px 0 12px', textAlign: 'center', color: '#666', fontSize: 13 }}>
          {format('screens.rating.hint')}
        </p>
        {template.status === 'loading' ? (
          <p style={{ textAlign: 'center' }}>{format('screens.rating.loading')}</p>
        ) : null}
        {template.status === 'error' ? (
          <p style={{ textAlign: 'center', color: '#e53935' }}>{template.message}</p>
        ) : null}
        {template.status === 'ready' && items.length === 0 ? (
          <p style={{ textAlign: 'center' }}>{format('screens.rating.noTemplate')}</p>
        ) : null}
        {items.map((item) => (
          <div key={item.commentType} style={{ marginBottom: 12 }}>
            {item.commentType === STAR_COMMENT_TYPE
              ? item.list.map((entry) => (
                  <div
                    key={entry.code}
                    {...contentOf(entry)}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      padding: '6px 0',
                    }}
                  >
                    <span>{entry.name}</span>
                    <StarInput
                      label={entry.name}
                      value={scores[scoreKey(item.commentType, entry.code)] ?? 0}
                      onChange={(value) => setScore(scoreKey(item.commentType, entry.code), value)}
                    />
                  </div>
                ))
              : null}
            {item.commentType === TAG_COMMENT_TYPE ? (
              <Selector
                multiple
                options={item.list.map((entry) => ({
                  label: <span {...contentOf(entry)}>{entry.name}</span>,
                  value: entry.code,
                }))}
                value={item.list
                  .filter((entry) => (scores[scoreKey(item.commentType, entry.code)] ?? 0) > 0)
                  .map((entry) => entry.code)}
                onChange={(chosen) =>
                  item.list.forEach((entry) =>
                    setScore(scoreKey(item.commentType, entry.code), chosen.includes(entry.code) ? 1 : 0),
                  )
                }
              />
            ) : null}
            {item.commentType !== STAR_COMMENT_TYPE && item.commentType !== TAG_COMMENT_TYPE
              ? item.list.map((entry) => (
                  <div key={entry.code} {...(entry.name ? contentOf(entry) : {})}>
                    <TextArea
                      placeholder={entry.name || format('screens.rating.comment')}
                      value={texts[scoreKey(item.commentType, entry.code)] ?? ''}
                      onChange={(value) =>
                        setTexts((previous) => ({
                          ...previous,
                          [scoreKey(item.commentType, entry.code)]: value,
                        }))
                      }
                      rows={2}
                    />
                  </div>
                ))
              : null}
          </div>
        ))}
        <Button
          block
          color="primary"
          disabled={submitting || template.status !== 'ready' || items.length === 0}
          onClick={() => void submit()}
        >
          {format(submitting ? 'screens.rating.submitting' : 'screens.rating.submit')}
        </Button>
      </div>
    </Popup>
  );
}
