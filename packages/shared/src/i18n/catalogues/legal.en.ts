/**
 * The legal pages' own words, around the documents themselves (/privacy-policy and /terms,
 * apps/web/src/features/legal): each document is written in full per language in its content module.
 */
export default {
  /** Before the date of the document's last change, which follows it in a <time>. */
  lastUpdated: 'Last updated:',
  /** The heading of the list of the document's sections. */
  contents: 'Contents',
  /** The small line above the title of the privacy policy. */
  privacyEyebrow: 'Your data',
  /** The small line above the title of the terms of service. */
  termsEyebrow: 'The small print, in plain words',
} as const;
