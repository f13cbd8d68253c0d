import { Toast } from 'antd-mobile';

export const showFail = (content: string) => Toast.show({ icon: 'fail', content });
export const showSuccess = (content: string) => Toast.show({ icon: 'success', content });
export const showText = (content: string, duration = 2000) => Toast.show({ content, duration });
