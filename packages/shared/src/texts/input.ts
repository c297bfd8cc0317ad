/**
 * Answers to input no form produces: the server refuses it before it reaches the database (a bad-input
 * sweep of issue 15). Not worded by the spec; written in its voice.
 */
export const inputTexts = {
  controlCharacters: 'This field contains control characters (such as a NUL byte). Please remove them and try again.',
} as const;
