/**
 * The two protocol groups (rules, clauses) with each document's read state, the read count,
 * read-all and clear. Opening a document goes to a viewer; it counts as read once the buyer taps
 * 我已阅读并同意 there (going back leaves it unread).
 */
import { List } from 'antd-mobile';
import { memo } from 'react';
import { useFormat } from '../../platform/locale';
import type { ProtocolGroupModel, ProtocolItemModel } from '../../../engine/model';
import { readProgress, type ReadIds } from './protocol-reads';
import '../../../engine/messages/zh-CN/screens';

export interface ProtocolChecklistProps {
  groups: readonly ProtocolGroupModel[];
  read: ReadIds;
  onOpen: (item: ProtocolItemModel) => void;
  onReadAll: () => void;
  onClear: () => void;
}

/** Memoised: it redraws when the read state changes, not with the page around it. */
export const ProtocolChecklist = memo(function ProtocolChecklist({
  groups,
  read,
  onOpen,
  onReadAll,
  onClear,
}: ProtocolChecklistProps) {
  const format = useFormat();
  const progress = readProgress(groups, read);
  return (
    <div data-testid="protocol-checklist">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <List
            key={group.group}
            header={format(group.group === 'rules' ? 'screens.protocol.rules' : 'screens.protocol.clauses')}
          >
            {group.items.map((item) => {
              const isRead = read.includes(item.id);
              return (
                <List.Item
                  key={item.id}
                  onClick={() => onOpen(item)}
                  extra={
                    <span style={{ color: isRead ? '#00b578' : '#ff8f1f', fontSize: 13 }}>
                      {format(isRead ? 'screens.protocol.read' : 'screens.protocol.unread')}
                    </span>
                  }
                >
                  {item.resourceName}
                </List.Item>
              );
            })}
          </List>
        ))}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '8px 16px',
          fontSize: 13,
        }}
      >
        <span data-testid="protocol-progress">
          {format('screens.protocol.progress', { read: progress.read, total: progress.total })}
        </span>
        <span style={{ display: 'flex', gap: 16 }}>
          <button
            type="button"
            onClick={onReadAll}
            style={{ border: 0, background: 'none', color: '#1677ff' }}
          >
            {format('screens.protocol.readAll')}
          </button>
          <button type="button" onClick={onClear} style={{ border: 0, background: 'none', color: '#666' }}>
            {format('screens.protocol.clear')}
          </button>
        </span>
      </div>
    </div>
  );
});
