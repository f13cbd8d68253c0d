import { Button, Input, Radio } from 'antd-mobile';
import { useState } from 'react';
import { Link } from '../../app/routing';
import type { UserInfo } from '../../../contract/user-svc/userInfo';
import { useT } from '../../messages/useT';
import { toastSuccess } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { Row } from '../policies/PolicyDetailPage';
import { IdentityStatus } from '../identity/IdentityStatus';
import { FormProblem } from './parts/FormProblem';
import { useAccountForm } from './parts/useAccountForm';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

/** /userInfo: the user info of spec §3, viewed and edited; entries to change phone and password. */
export default function UserInfoPage() {
  const t = useT();
  const userCode = session.read().userCode ?? '';
  const state = useAsync(async () => (await userSvc.userInfo({ userCode })).data, [userCode]);
  const [editing, setEditing] = useState(false);
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(info) => !info}>
      {(info) =>
        info &&
        (editing ? (
          <UserInfoEditor info={info} onDone={() => (setEditing(false), state.reload())} />
        ) : (
          <div data-testid="user-info">
            <section className="section">
              <Row label={t('shell.account.name')} value={info.actualName ?? ''} />
              <Row
                label={t('shell.account.sex')}
                value={
                  info.sex === '0'
                    ? t('shell.account.male')
                    : info.sex === '1'
                      ? t('shell.account.female')
                      : ''
                }
              />
              <Row label={t('shell.account.birthday')} value={info.dateOfBirth ?? ''} />
              <Row label={t('shell.account.address')} value={info.contactAddress ?? ''} />
              <Row label={t('shell.account.mobile')} value={session.read().phone ?? ''} />
              <Row label={t('shell.account.userCode')} value={info.userCode} />
              <IdentityStatus from={getHref('userInfo')} />
            </section>
            <section className="section">
              <Link
                className="list-link"
                to={getHref('bindPhone', {}, { oldPhone: session.read().phone ?? '', userCode })}
              >
                <span>{t('shell.account.changePhone')}</span>
                <span aria-hidden="true">›</span>
              </Link>
              <Link className="list-link" to={getHref('resetNewPassword')}>
                <span>{t('shell.account.changePassword')}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </section>
            <div className="form-actions">
              <Button block color="primary" onClick={() => setEditing(true)}>
                {t('shell.common.edit')}
              </Button>
            </div>
          </div>
        ))
      }
    </AsyncView>
  );
}

function UserInfoEditor({ info, onDone }: { info: UserInfo; onDone: () => void }) {
  const t = useT();
  const form = useAccountForm();
  const [actualName, setName] = useState(info.actualName ?? '');
  const [sex, setSex] = useState(info.sex ?? '');
  const [dateOfBirth, setBirthday] = useState(info.dateOfBirth ?? '');
  const [contactAddress, setAddress] = useState(info.contactAddress ?? '');
  const save = () =>
    form.submit(
      dateOfBirth && !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? t('shell.account.invalidBirthday') : null,
      async () => {
        await userSvc.updateUserInfo({
          userCode: info.userCode,
          actualName,
          contactAddress,
          ...(dateOfBirth ? { dateOfBirth } : {}),
          ...(sex === '0' || sex === '1' ? { sex } : {}),
        });
        if (actualName) session.write({ userName: actualName });
        toastSuccess(t('shell.account.saved'));
        onDone();
      },
    );
  return (
    <form className="account-page" onSubmit={(e) => (e.preventDefault(), void save())}>
      <div className="field">
        <Input
          aria-label={t('shell.account.name')}
          placeholder={t('shell.account.name')}
          value={actualName}
          onChange={setName}
          maxLength={40}
        />
      </div>
      <div className="field">
        <Radio.Group value={sex} onChange={(v) => setSex(String(v))}>
          <Radio value="0" style={{ marginRight: 24 }}>
            {t('shell.account.male')}
          </Radio>
          <Radio value="1">{t('shell.account.female')}</Radio>
        </Radio.Group>
      </div>
      <div className="field">
        <Input
          aria-label={t('shell.account.birthday')}
          placeholder="YYYY-MM-DD"
          value={dateOfBirth}
          onChange={setBirthday}
          maxLength={10}
        />
      </div>
      <div className="field">
        <Input
          aria-label={t('shell.account.address')}
          placeholder={t('shell.account.address')}
          value={contactAddress}
          onChange={setAddress}
          maxLength={200}
        />
      </div>
      <FormProblem text={form.problem} />
      <Button block color="primary" type="submit" loading={form.busy}>
        {t('shell.common.save')}
      </Button>
    </form>
  );
}
