/**
 * Answers to input no form produces: the server refuses it before it reaches the database (a bad-input
 * sweep of docs/rules/history.md#issue-15). Not worded by the spec; written in its voice.
 */
export default {
  controlCharacters: 'This field contains control characters (such as a NUL byte). Please remove them and try again.',
  invalidCharacters: 'This field contains characters that are not valid text. Please remove them and try again.',
  tooDeep: 'This request nests its data too deeply. Please send it in a simpler form.',
  /** An address with a part longer than any id or name of ours: nothing lives there. */
  addressNotFound: 'Nothing was found at this address.',
  /** An address that is not well-formed (a stray `%`). */
  badAddress: 'This address is not valid.',
} as const;
