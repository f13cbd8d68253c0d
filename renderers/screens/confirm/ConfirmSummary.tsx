/**
 * What the confirm page shows (spec §2 confirm dispatcher): product, plan, guarantees, holder and
 * insured (ID numbers masked), the fixed legal-beneficiary line, cover dates, copies and total —
 * as the manifest's confirm blocks order them.
 */
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Locale, type StorefrontKey } from '../../../engine/messages';
import { useFormat, useLocale } from '../../platform/locale';
import {
  allowsCopies,
  guaranteeRows,
  maskId,
  optionList,
  planForCode,
  schoolDetails,
  type CoverPeriod,
} from '../../../engine';
import type { ConfirmBlock, PartyState, ProductModel } from '../../../engine/model';
import { GuaranteeTable } from '../../widgets/guarantee/GuaranteeTable';
import type { PurchaseDraft } from '../purchase/draft';
import '../../../engine/messages/zh-CN/payment';
import '../../../engine/messages/zh-CN/screens';

const labelsOf = (name: 'credentialType' | 'relation', locale: Locale) =>
  new Map(optionList(name, locale).map((option) => [option.value, option.label]));

function Row({ label, children }: { label: StorefrontKey; children: ReactNode }) {
  const format = useFormat();
  return <List.Item extra={<span style={{ color: '#222' }}>{children}</span>}>{format(label)}</List.Item>;
}

function Person({
  person,
  title,
  showRelation,
}: {
  person: PartyState;
  title: string;
  showRelation: boolean;
}) {
  const locale = useLocale();
  return (
    <List header={title}>
      <Row label="screens.confirm.name">
        <span data-content="user">{person.name}</span>
      </Row>
      <Row label="screens.confirm.idType">
        {labelsOf('credentialType', locale).get(person.idType ?? '') ?? person.idType}
      </Row>
      <Row label="screens.confirm.idNumber">
        <span data-testid="masked-id">{maskId(person.idNumber ?? '')}</span>
      </Row>
      {person.telephone ? <Row label="screens.confirm.phone">{maskId(person.telephone)}</Row> : null}
      {showRelation && person.relationType ? (
        <Row label="screens.confirm.relation">
          {labelsOf('relation', locale).get(person.relationType) ?? person.relationType}
        </Row>
      ) : null}
    </List>
  );
}

export interface ConfirmSummaryProps {
  product: ProductModel;
  draft: PurchaseDraft;
  period: CoverPeriod;
  blocks: readonly ConfirmBlock[];
}

export function ConfirmSummary({ product, draft, period, blocks }: ConfirmSummaryProps) {
  const format = useFormat();
  const locale = useLocale();
  const plan = planForCode(product, draft.selection.planCode);
  const copies = draft.selection.copies ?? 1;
  const holder = draft.holder;
  const insureds = draft.insureds.map((insured) =>
    insured.checked ? { ...insured, ...pickIdentity(holder), relationType: '00' } : insured,
  );
  const render: Record<ConfirmBlock, () => ReactNode> = {
    product: () => (
      <List>
        <Row label="screens.confirm.product">{product.name}</Row>
      </List>
    ),
    plan: () => (
      <List>
        <Row label="screens.confirm.plan">{plan?.name}</Row>
      </List>
    ),
    // The plan's duties with their amounts × copies (spec §5), so the parent confirms what is bought.
    guarantees: () =>
      plan ? (
        <List header={format('screens.confirm.guarantees')}>
          <div data-testid="confirm-guarantees" style={{ padding: '0 16px', background: '#fff' }}>
            <GuaranteeTable rows={guaranteeRows(plan, copies, locale)} />
          </div>
        </List>
      ) : null,
    holder: () => <Person person={holder} title={format('screens.confirm.holder')} showRelation={false} />,
    insured: () =>
      insureds.map((insured, index) => (
        <Person
          key={index}
          person={insured}
          title={`${format('screens.confirm.insured')}${insureds.length > 1 ? ` ${index + 1}` : ''}`}
          showRelation
        />
      )),
    school: () =>
      insureds.map((insured, index) => {
        const rows = schoolDetails(product.form.insured.fields, insured);
        if (rows.length === 0) return null;
        const header =
          insureds.length > 1 && insured.name
            ? format('screens.confirm.schoolOf', { name: insured.name })
            : format('screens.confirm.school');
        return (
          <List key={index} header={header} data-testid="confirm-school">
            {rows.map((row) => (
              <List.Item
                key={row.label}
                extra={
                  <span style={{ color: '#222' }} data-content="user">
                    {row.value}
                  </span>
                }
              >
                {row.label}
              </List.Item>
            ))}
          </List>
        );
      }),
    beneficiary: () => (
      <List>
        <Row label="screens.confirm.beneficiary">{format('screens.confirm.beneficiaryLegal')}</Row>
      </List>
    ),
    period: () => (
      <List>
        <Row label="screens.confirm.coverStart">{period.startDate}</Row>
        <Row label="screens.confirm.coverEnd">{period.lastDay}</Row>
      </List>
    ),
    // Only where the product sells more than one copy: "1 copy" of a one-copy product says nothing.
    copies: () =>
      allowsCopies(product) ? (
        <List>
          <Row label="screens.confirm.copies">
            <span data-testid="confirm-copies">{format('screens.confirm.copiesValue', { copies })}</span>
          </Row>
        </List>
      ) : null,
    premium: () => (
      <List>
        <Row label="screens.confirm.total">
          <strong data-testid="confirm-total" style={{ color: '#ff6b00' }}>
            {draft.premium === null
              ? '—'
              : format('screens.insure.premiumValue', { premium: draft.premium.toFixed(2) })}
          </strong>
        </Row>
      </List>
    ),
    notice: () =>
      product.confirm.notice ? (
        <p style={{ padding: '8px 16px', fontSize: 13, color: '#666' }}>{product.confirm.notice}</p>
      ) : null,
  };
  return (
    <div data-testid="confirm-summary">
      {blocks.map((block) => {
        const content = render[block]();
        // A block with nothing to show leaves no gap behind.
        if (content == null || (Array.isArray(content) && content.every((part) => part == null))) return null;
        return (
          <div key={block} data-block={block} style={{ marginTop: 8 }}>
            {content}
          </div>
        );
      })}
    </div>
  );
}

function pickIdentity(holder: PartyState): PartyState {
  return {
    name: holder.name,
    idType: holder.idType,
    idNumber: holder.idNumber,
    telephone: holder.telephone,
  } as PartyState;
}
