import { atom } from 'jotai/vanilla';
import type { Locale } from '../../engine/messages';

/** The UI language; zh-CN by default (the spec's language), switchable on /test and /myIndex. */
export const localeAtom = atom<Locale>('zh-CN');
