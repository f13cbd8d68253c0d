import * as contract from '../../contract/edu-svc/jzqCloudCertiPerInfo';
import * as img from '../../contract/edu-svc/getImg';
import { format } from '../../engine/messages';
import { ApiFailure } from './failure';
import { apiClient } from './instance';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

const callName = () => format('contract.api.cert', undefined, appStore.get(localeAtom));

/**
 * Uploads the certificate info (multipart: name, idNo, file) through the app's one client, so its
 * interceptors (token, errors, toasts) apply; the reply is checked against the contract.
 */
export async function jzqCloudCertiPerInfo(
  fields: contract.Fields,
  file: Blob,
  fileName: string,
): Promise<contract.ResponseData> {
  const checked = contract.fields.safeParse(fields);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.join('.') ?? '';
    throw new ApiFailure(
      '____',
      format('shell.api.badRequest', { name: callName(), field }, appStore.get(localeAtom)),
      'shape',
    );
  }
  const form = new FormData();
  form.append('name', checked.data.name);
  form.append('idNo', checked.data.idNo);
  form.append(contract.FILE_FIELD, file, fileName);
  const response = await apiClient.http.request({
    method: contract.method,
    url: contract.path,
    data: form,
    callName: callName(),
  });
  const parsed = contract.response.safeParse(response.data);
  if (!parsed.success || !parsed.data.data) {
    throw new ApiFailure(
      '____',
      format('shell.api.badShape', { name: callName(), field: 'data' }, appStore.get(localeAtom)),
      'shape',
    );
  }
  return parsed.data.data;
}

/** The uploaded photo as an object URL (api/get_img needs the Authorization header an <img> cannot send). */
export async function certImageUrl(certId: string): Promise<string> {
  const response = await apiClient.http.request<Blob>({
    method: 'GET',
    url: img.path,
    params: { certId },
    responseType: 'blob',
    raw: true,
    callName: format('contract.api.img', undefined, appStore.get(localeAtom)),
  });
  return URL.createObjectURL(response.data);
}
