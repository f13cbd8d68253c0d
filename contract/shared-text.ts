import { z } from 'zod/mini';

/**
 * Characters that change how text around them is shown without being seen: bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F, U+061C), zero-width
 * characters (U+200B–U+200D, U+2060, U+FEFF), other C0/C1 controls, and unpaired UTF-16 surrogates.
 * In text one user writes and every user then sees (a school name added to the shared list) they let
 * a name pose as another (a right-to-left override reverses what follows) or duplicate one invisibly.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds an invisible or direction-changing character (see INVISIBLE). */
export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE.test(text);

/**
 * Angle brackets: the text of a name or an address never needs them, and with them it carries markup
 * (`<script>`, `<img onerror>`) into whatever shows it to other users outside the app (a back office,
 * an export, a mail), where it may not be escaped as the app escapes it.
 */
const MARKUP = /[<>]/;

/** Whether a text holds `<` or `>` (see MARKUP). */
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/**
 * Free text shared with other users (a school name, an address) or read by staff and the insurer
 * on an order (min 0: a product that does not ask for it): trimmed, `min`–`max` long, with no
 * invisible or direction-changing characters and no markup.
 */
export const sharedText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((text) => !hasInvisibleCharacters(text), 'gw.input.invisibleCharacters'),
    z.refine((text) => !hasMarkup(text), 'gw.input.markup'),
  );
