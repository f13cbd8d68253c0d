import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The regions under an area (spec §7 "GET api/v1/getArea/{areaId}: cached per area"): areaId '0'
 * gives the provinces, a province code its cities, a city code its counties — each as the
 * region-tree node of spec §3 (label, value) with `level`. An unknown code answers an empty list.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/getArea/:areaId';
export const params = z.object({ areaId: z.string().check(z.regex(/^(0|\d{6})$/)) });
export const region = z.object({
  label: z.string(),
  value: z.string(),
  level: z.enum(['province', 'city', 'county']),
});
export const response = envelope(z.array(region));
export type Region = z.infer<typeof region>;
export const pathFor = (areaId: string) => `/user-svc/api/v1/getArea/${encodeURIComponent(areaId)}`;
