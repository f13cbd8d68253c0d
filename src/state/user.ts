import { atom } from 'jotai/vanilla';
import { appStore } from './store';
import {
  browserStorage,
  isLoggedIn,
  readUser,
  writeUser,
  type KeyValueStorage,
  type StoredUser,
} from './userStorage';

/** Browser storage holding the user fields (localStorage, memory when unavailable). */
export const userStorage: KeyValueStorage = browserStorage();

/** The current user as stored in browser storage; `{}` when nobody is logged in. */
export const userAtom = atom<StoredUser>(readUser(userStorage));
export const loggedInAtom = atom((get) => isLoggedIn(get(userAtom)));
export const isStaffAtom = atom((get) => get(userAtom).isStaff === '1' || get(userAtom).isStaff === 'true');

/** The session: the only writer of the user fields, keeping storage and the atom in step. */
export const session = {
  read: (): StoredUser => readUser(userStorage),
  write(fields: StoredUser): void {
    writeUser(userStorage, fields);
    appStore.set(userAtom, readUser(userStorage));
  },
  /** "Clear local storage" of spec §8: every stored field goes, the user is logged out. */
  clear(): void {
    userStorage.clear();
    appStore.set(userAtom, {});
  },
};
