/**
 * Answers to input no form produces: the server refuses it before it reaches the database (a bad-input
 * sweep of issue 15). Not worded by the spec; written in its voice.
 */
export const inputTexts = {
  controlCharacters: 'This field contains control characters (such as a NUL byte). Please remove them and try again.',
  invalidCharacters: 'This field contains characters that are not valid text. Please remove them and try again.',
  tooDeep: 'This request nests its data too deeply. Please send it in a simpler form.',
} as const;
