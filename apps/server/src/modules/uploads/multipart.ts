import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { uploadTexts } from '@studio/shared';

/** busboy's words for a body that is not well-formed multipart. */
const MALFORMED =
  /Unexpected end of (?:form|multipart data)|Malformed part header|Part terminated early|Boundary not found|Malformed content type|needle cannot have a length/i;

/** The accepted image types as read from the bytes (D21), with the extension each is kept under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The accepted video types as read from the bytes (D21). M4V is MP4 with Apple's brand. */
export const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadTexts.notMultipart);
}

/** Turns @fastify/multipart's limit errors into clear ones; other errors pass through. */
export function multipartError(err: unknown, filesLimit: () => AppError): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return filesLimit();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', uploadTexts.tooManyFields);
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('VALIDATION', uploadTexts.interrupted);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', uploadTexts.notMultipart);
    default:
      if (err instanceof Error && !('statusCode' in err) && MALFORMED.test(err.message)) {
        return new AppError('VALIDATION', uploadTexts.malformed);
      }
      return err;
  }
}
