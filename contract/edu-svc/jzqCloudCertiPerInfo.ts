import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Certificate info of the person who signs a commission contract (spec §7 "POST
 * jzq/api/_bai/cloudCertiPerInfo (multipart)"): multipart/form-data with the fields `name` and
 * `idNo` (a mainland ID number) and one image part `file` (the ID card photo: JPEG, PNG or WebP,
 * up to 2 MB). Login required despite `_bai`: the certificate belongs to the caller. `imgUrl` reads
 * the photo back through api/get_img (owner only); `certId` goes with jzq/api/agreement.
 */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/_bai/cloudCertiPerInfo';
export const FILE_FIELD = 'file';
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const fields = z.object({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  idNo: z.string().check(z.trim(), z.minLength(6), z.maxLength(30)),
});
export const responseData = z.object({
  certId: z.string(),
  name: z.string(),
  /** masked: first 3 and last 4 characters */
  idNo: z.string(),
  imgUrl: z.string(),
});
export const response = envelope(responseData);
export type Fields = z.infer<typeof fields>;
export type ResponseData = z.infer<typeof responseData>;
