/**
 * The cookie settings page, /cookies (docs/rules/product.md#screens Cookie settings, docs/rules/product.md#messages Cookies saved; docs/rules/public-pages.md#texts).
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word.
 */
export default {
  accept: 'I accept the use of cookies', // docs/rules/product.md#screens
  saved: 'Your cookie preferences have been saved!', // docs/rules/product.md#screens, #messages
} as const;
