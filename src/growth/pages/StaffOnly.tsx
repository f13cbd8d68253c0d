import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { isStaffAtom } from '../../state/user';
import { EmptyState } from '../../ui/AsyncView';
import { useGt } from '../text-hook';
import '../growth.css';
import '../../../engine/messages/zh-CN/promoter';

/** Promoter and replay pages are for staff (spec §6); the gateway refuses others too (403). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const g = useGt();
  const isStaff = useAtomValue(isStaffAtom);
  return isStaff ? <>{children}</> : <EmptyState text={g('growth.promoter.staffOnly')} />;
}
