import { z } from 'zod/mini';
import { captchaKey } from './shapes';

/**
 * The image captcha (spec §7 "GET api/v2/kaptcha?time: returns image bytes"): an SVG image
 * (image/svg+xml), not an envelope. `time` is the client's key for this captcha — see IMGCODE_HEADER.
 */
export const method = 'GET';
export const path = '/user-svc/api/v2/kaptcha';
export const request = z.object({ time: captchaKey });
export const contentType = 'image/svg+xml';
export type Request = z.infer<typeof request>;
