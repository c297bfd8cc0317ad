import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { refuseBadText } from '../../lib/text-rules';
import { IMAGE_MAX_BYTES, uploadTexts } from '@studio/shared';
import { type ReceivedFile, receiveFile } from './receive-file';

/** busboy's words for a body that is not well-formed multipart. */
const MALFORMED =
  /Unexpected end of (?:form|multipart data)|Malformed part header|Part terminated early|Boundary not found|Malformed content type|needle cannot have a length/i;

/** The accepted image types as read from the bytes (docs/rules/photographers-and-portfolios.md#uploads), with the extension each is kept under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The accepted video types as read from the bytes (docs/rules/photographers-and-portfolios.md#uploads). M4V is MP4 with Apple's brand. */
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

/**
 * The refusals of an image upload in a module's own words, each shown under the `image` field. Each
 * is read from `texts` when the refusal is made, so an area's texts object (docs/decisions/0046-languages.md)
 * answers in the request's language.
 */
export function imageRefusals(texts: {
  readonly wrongField: string;
  readonly tooMany: string;
  readonly type: string;
  readonly tooLarge: string;
}) {
  const under = (code: ErrorCode, message: () => string) => () => new AppError(code, message(), { image: [message()] });
  return {
    wrongField: under('VALIDATION', () => texts.wrongField),
    tooMany: under('PAYLOAD_TOO_LARGE', () => texts.tooMany),
    typeError: under('UNSUPPORTED_MEDIA_TYPE', () => texts.type),
    sizeError: under('PAYLOAD_TOO_LARGE', () => texts.tooLarge),
  };
}

export interface ImagePartsOptions {
  /** The request's temporary folder the files are streamed to. */
  dir: string;
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];
  /** How many images this request may bring: one more is refused with `tooMany`. */
  max: number;
  /** A file under another field name than `image`. */
  wrongField: () => AppError;
  tooMany: () => AppError;
  typeError: () => AppError;
  sizeError: () => AppError;
  /**
   * Fields the route cleans of control characters itself rather than refusing them (a picture's
   * file name, which the picker supplies, not the person).
   */
  cleanedFields?: readonly string[];
  /** Each plain field, in order, once it has met the text rules; without it plain fields are ignored. */
  onField?: (part: MultipartValue) => void;
}

/**
 * Receives the repeated `image` files (JPEG/PNG/WebP/AVIF up to IMAGE_MAX_BYTES) of a multipart
 * request into `opts.dir`: an empty file input is skipped, a file under another name or one past
 * `max` is refused, and @fastify/multipart's limit errors become clear ones (multipartError).
 */
export async function receiveImageParts(request: FastifyRequest, opts: ImagePartsOptions): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  try {
    for await (const part of request.parts({ limits: opts.limits })) {
      if (part.type === 'field') {
        // The text rules JSON meets (ADR 0036), before the route sees the field.
        if (!opts.cleanedFields?.includes(part.fieldname)) refuseBadText({ [part.fieldname]: part.value });
        opts.onField?.(part);
        continue;
      }
      if (part.fieldname !== 'image') {
        part.file.destroy();
        throw opts.wrongField();
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (received.length >= opts.max) {
        part.file.destroy();
        throw opts.tooMany();
      }
      received.push(
        await receiveFile(part, {
          dir: opts.dir,
          maxBytes: IMAGE_MAX_BYTES,
          accept: IMAGE_TYPES,
          typeError: opts.typeError,
          sizeError: opts.sizeError,
        }),
      );
    }
  } catch (err) {
    throw multipartError(err, opts.tooMany);
  }
  return received;
}
