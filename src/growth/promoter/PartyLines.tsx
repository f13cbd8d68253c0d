import { useT } from '../../messages/useT';
import { useGt } from '../text-hook';
import { TextWithContent } from '../../ui/content';
import '../../../engine/messages/zh-CN/promoter';

/** The holder and the insured of an order, as the promoter lists show them (the names are the people's own). */
export function PartyLines({
  holderName,
  insuredNames,
}: {
  holderName: string;
  insuredNames: readonly string[];
}) {
  const g = useGt();
  const t = useT();
  const insured = insuredNames.join(t('shell.common.listSeparator'));
  return (
    <p>
      <TextWithContent
        text={g('growth.labelValue', { label: g('growth.promoter.holder'), value: holderName })}
        value={holderName}
        kind="user"
      />{' '}
      <TextWithContent
        text={g('growth.labelValue', { label: g('growth.promoter.insured'), value: insured })}
        value={insured}
        kind="user"
      />
    </p>
  );
}
