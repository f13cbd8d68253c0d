import { useAtomValue, useSetAtom } from 'jotai/react';
import { useMemo } from 'react';
import { pathFor } from '../../../contract/order/deleteTempForm';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { confirmDialog } from '../../platform/dialog';
import { toastFail, toastSuccess } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { formAtom } from '../../state/form';
import { localeAtom } from '../../state/locale';
import { ProductName, TextWithContent } from '../../ui/content';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { orderSvc } from '../../api/order';
import '../../../engine/messages/zh-CN/account';

/** The insured people a saved draft names (the form is stored as the app sent it: read defensively). */
function insuredNamesOf(form: Record<string, unknown>): string[] {
  const insureds = Array.isArray(form.insureds) ? (form.insureds as unknown[]) : [];
  return insureds
    .map((person) =>
      typeof person === 'object' && person !== null ? (person as Record<string, unknown>).name : undefined,
    )
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

/**
 * /zancunList: the user's saved drafts. Resume puts the draft into the product's stored form
 * (slots `values` and `serialNo`, see docs/app-shell.md) and opens the insure page; delete asks first.
 */
export default function ZancunListPage() {
  const t = useT();
  const setForm = useSetAtom(formAtom);
  const locale = useAtomValue(localeAtom);
  const state = useAsync(async () => (await orderSvc.selectTempForm({})).data?.list ?? [], [locale]);
  const drafts = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);

  const resume = (serialNo: string) => {
    const draft = drafts.find((d) => d.serialNo === serialNo);
    if (!draft) return;
    setForm((all) => ({
      ...all,
      [draft.productCode]: {
        ...(all[draft.productCode] ?? {}),
        values: draft.form,
        serialNo: draft.serialNo,
      },
    }));
    appNavigate(getHref('insure', { productCode: draft.productCode, serialNo: draft.serialNo }));
  };

  const remove = async (serialNo: string) => {
    if (
      !(await confirmDialog(
        t('shell.draft.confirmDelete'),
        t('shell.common.confirm'),
        t('shell.common.cancel'),
      ))
    )
      return;
    try {
      await orderSvc.deleteTempForm(undefined, { path: pathFor(serialNo), silent: true });
      toastSuccess(t('shell.draft.deleted'));
      state.reload();
    } catch (error) {
      toastFail(error instanceof Error && error.message ? error.message : t('shell.common.deleteFailed'));
    }
  };

  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(list) => list.length === 0}
      emptyText={t('shell.draft.empty')}
    >
      {(list) => (
        <div>
          {list.map((draft) => {
            const names = insuredNamesOf(draft.form).join(t('shell.common.listSeparator'));
            return (
              <section key={draft.serialNo} className="section" data-testid="draft">
                <h3 className="section-title">
                  <ProductName name={draft.productName} lang={draft.productNameLang} />
                </h3>
                {names && (
                  <p data-testid="draft-insured">
                    <TextWithContent kind="user" text={t('shell.draft.insured', { names })} value={names} />
                  </p>
                )}
                <p className="muted">
                  {t('shell.common.labelValue', { label: t('shell.draft.savedAt'), value: draft.updateTime })}
                </p>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => resume(draft.serialNo)}
                  style={{ marginRight: 8 }}
                >
                  {t('shell.draft.resume')}
                </button>
                <button type="button" className="btn" onClick={() => void remove(draft.serialNo)}>
                  {t('shell.common.delete')}
                </button>
              </section>
            );
          })}
        </div>
      )}
    </AsyncView>
  );
}
