import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * File upload (spec §7 "POST api/file (form-data upload)"): multipart/form-data with one file part
 * named `file`; login required. Images (JPEG, PNG, GIF, WebP) and PDF, recognised by their content,
 * up to 2 MB. `fileUrl` reads it back (owner only) and may be saved as the user's imgUrl.
 */
export const method = 'POST';
export const path = '/user-svc/api/file';
export const FILE_FIELD = 'file';
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const uploaded = z.object({
  fileId: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createTime: z.string(),
});
export const response = envelope(uploaded);
export type Uploaded = z.infer<typeof uploaded>;
/** Where an uploaded file is read back. */
export const fileUrl = (fileId: string) => `/_gw/user-svc/api/file/${fileId}`;
