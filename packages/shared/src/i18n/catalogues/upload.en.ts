/**
 * Malformed upload requests (docs/rules/photographers-and-portfolios.md#uploads): what the server answers when a multipart request to
 * `/api/photographers/portfolio*` cannot be read. The web form never sends one, but an interrupted
 * upload reaches the photographer as 'Error: {message}'. Not worded by the spec; written in its voice.
 */
export default {
  notMultipart: 'Please send the form as multipart/form-data.',
  wrongVideoField: "Please send the video in the field 'video'.",
  oneVideo: 'Please send one video only.',
  onePicture: 'Please send one picture only.',
  tooManyFields: 'The form has too many fields.',
  interrupted: 'The upload was interrupted. Please try again.',
  malformed: 'The upload could not be read. Please try again.',
} as const;
