/**
 * The cookie settings page, /cookies (SPEC 2 Cookie settings, SPEC 8 Cookies saved; D2).
 * A key marked `// SPEC n` is the spec's wording, word for word.
 */
export const cookieSettingsTexts = {
  accept: 'I accept the use of cookies', // SPEC 2
  saved: 'Your cookie preferences have been saved!', // SPEC 2, SPEC 8
} as const;
