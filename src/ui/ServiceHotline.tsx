import { BROKERAGE_SERVICE } from '../app/brokerage';
import { telHref } from '../../engine/rules/service-contacts';
import { useT } from '../messages/useT';
import '../../engine/messages/zh-CN/screens';

/** The brokerage's hotline as a tappable tel: link with its hours (under /aboutUs and /fzAddressBook). */
export function ServiceHotline() {
  const t = useT();
  return (
    <section className="section" data-testid="service-hotline">
      <p>
        {t('shell.service.hotline')}
        <a href={telHref(BROKERAGE_SERVICE.hotline)}>{BROKERAGE_SERVICE.hotline}</a>
        <span className="muted">{t('shell.service.hoursAside', { hours: t('screens.service.hours') })}</span>
      </p>
    </section>
  );
}
