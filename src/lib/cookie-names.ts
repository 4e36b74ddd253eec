// Cookies the browser writes and the BFF reads (or the other way round): one name each, so a
// rename on one side cannot silently leave the other reading nothing. The language and colour
// mode cookies are named beside their parsers (LANGUAGE_COOKIE in locale.ts,
// COLOR_MODE_COOKIE in theme.ts); cookies only one side knows stay with that side.

/** The referrer's id from a `?ref=` link; the BFF sends it as Referral-id (spec §9). */
export const REFERRAL_COOKIE = 'referral_id';
/** The visit's utm_* parameters as JSON; the BFF sends them as Utm-Data (spec §4). */
export const UTM_COOKIE = 'utm';
/** The browser's IANA time zone; the BFF sends it as Zone when a request has no header (spec §7). */
export const ZONE_COOKIE = 'zone';
/** Next's own locale cookie: a language choice the BFF honours after the `language` cookie. */
export const NEXT_LOCALE_COOKIE = 'NEXT_LOCALE';
