import { z } from 'zod/mini';

/** The ID card photo of an uploaded certificate (image bytes, owner only): `imgUrl` of cloudCertiPerInfo. */
export const method = 'GET';
export const path = '/edu-svc/api/get_img';
export const request = z.object({ certId: z.string().check(z.regex(/^[\w-]{8,64}$/)) });
export const urlFor = (certId: string) => `${path}?certId=${encodeURIComponent(certId)}`;
