/**
 * antd-mobile's own words in English (picker 确定/取消 → OK/Cancel, wheel labels for screen readers).
 * Its own module so the first screen does not carry antd's ConfigProvider: antd-mobile speaks
 * zh-CN by default, so only an English session loads this (with the English catalogue).
 */
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';

export default function AntdEnglish({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={enUS}>{children}</ConfigProvider>;
}
