/**
 * The user-facing texts that the web app and the server share (the spec's, the API's messages, the
 * marketplace's), one module per area of the product, each exporting one `<area>Texts` object. A
 * page's bundle takes only the areas it uses. The spec's own words (docs/rules/product.md, docs/rules/public-pages.md#texts, docs/rules/accounts-and-auth.md#passwords) are
 * marked `// docs/rules/product.md#…` (or `// docs/rules/accounts-and-auth.md#passwords`) at their key and stay word for word.
 */
export * from './account';
export * from './account-mails';
export * from './auth';
export * from './availability';
export * from './blog';
export * from './booking';
export * from './booking-notices';
export * from './contact';
export * from './conversations';
export * from './cookie-settings';
export * from './directory';
export * from './input';
export * from './inquiry';
export * from './leads';
export * from './newsletter';
export * from './notifications';
export * from './packages';
export * from './photographer-dashboard';
export * from './portfolio';
export * from './profile';
export * from './reviews';
export * from './role-choice';
export * from './site';
export * from './studio';
export * from './studio-support';
export * from './studio-content';
export * from './upload';
export * from './studio-blog';
export * from './studio-mail';
export * from './studio-images';
export * from './studio-media';
export * from './studio-pages';
export * from './exchange-rate';
export * from './delivery';
export * from './payments';
export * from './galleries';
export * from './legal';
export * from './pages';
