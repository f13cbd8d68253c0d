/**
 * PostgreSQL type ids whose parsing we align between PGlite and `pg`, so services see the same row
 * shapes on both: int8 (bigserial ids, counts) as a JS number, date as its 'YYYY-MM-DD' text
 * (a calendar date has no time zone). timestamptz stays a Date, numeric a string, json parsed.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;
