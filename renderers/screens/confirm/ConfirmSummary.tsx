/**
 * What the confirm page shows (spec §2 confirm dispatcher): product, plan, guarantees, holder and
 * insured (ID numbers masked), the fixed legal-beneficiary line, cover dates, copies and total —
 * as the manifest's confirm blocks order them.
 */
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { format, type MessageKey } from '../../../engine/messages';
import { guaranteeRows, maskId, optionList, planForCode, type CoverPeriod } from '../../../engine';
import type { ConfirmBlock, PartyState, ProductModel } from '../../../engine/model';
import { GuaranteeTable } from '../../widgets/guarantee/GuaranteeTable';
import type { PurchaseDraft } from '../purchase/draft';

const credentialLabels = new Map(optionList('credentialType').map((option) => [option.value, option.label]));
const relationLabels = new Map(optionList('relation').map((option) => [option.value, option.label]));

function Row({ label, children }: { label: MessageKey; children: ReactNode }) {
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
  return (
    <List header={title}>
      <Row label="screens.confirm.name">{person.name}</Row>
      <Row label="screens.confirm.idType">{credentialLabels.get(person.idType ?? '') ?? person.idType}</Row>
      <Row label="screens.confirm.idNumber">
        <span data-testid="masked-id">{maskId(person.idNumber ?? '')}</span>
      </Row>
      {person.telephone ? <Row label="screens.confirm.phone">{maskId(person.telephone)}</Row> : null}
      {showRelation && person.relationType ? (
        <Row label="screens.confirm.relation">
          {relationLabels.get(person.relationType) ?? person.relationType}
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
    guarantees: () =>
      plan ? (
        <div style={{ padding: '0 16px', background: '#fff' }}>
          <GuaranteeTable rows={guaranteeRows(plan, copies)} />
        </div>
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
      insureds.some((insured) => insured.schoolName) ? (
        <List>
          {insureds.map((insured, index) =>
            insured.schoolName ? <List.Item key={index}>{insured.schoolName}</List.Item> : null,
          )}
        </List>
      ) : null,
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
    copies: () => (
      <List>
        <Row label="screens.confirm.copies">{copies}</Row>
      </List>
    ),
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
      {blocks.map((block) => (
        <div key={block} data-block={block} style={{ marginTop: 8 }}>
          {render[block]()}
        </div>
      ))}
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
