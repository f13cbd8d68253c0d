import { SYS_CODE } from '../api/client';
import { session } from '../state/user';

/** The common client's headers, so a gateway file of the user's own loads (PDF, image; same origin only). */
export function documentHeaders(): Record<string, string> {
  const user = session.read();
  return {
    ...(user.token ? { Authorization: user.token } : {}),
    ...(user.userId ? { 'jtpf.userId': user.userId } : {}),
    'jtpf.sysCode': SYS_CODE,
  };
}
