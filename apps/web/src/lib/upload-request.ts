import { apiErrorSchema, currentUserSchema, siteTexts } from '@studio/shared';
import type { z } from 'zod/mini';
import { env } from '@/config/env';
import { ApiError, apiRequest } from '@/lib/api-client';

export interface UploadOptions<T> {
  method: 'POST' | 'PUT';
  body: FormData;
  schema: z.ZodMiniType<T>;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with real progress (docs/rules/photographers-and-portfolios.md#uploads: "uploads show a progress bar"). fetch() cannot
 * report upload progress, XMLHttpRequest can. Errors match apiRequest's: every non-2xx answer
 * becomes an ApiError with the server's message, a lost connection an ApiError with status 0.
 */
export function uploadRequest<T>(path: string, opts: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method, `${env.apiBase}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;

    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    });
    xhr.upload.addEventListener('load', () => opts.onProgress?.(1));
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, siteTexts.request.network, 'NETWORK'));
    });
    xhr.addEventListener('load', () => {
      done();
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        // Let the session layer see the expired session: apiRequest tells its listeners of a 401.
        if (xhr.status === 401) void apiRequest('/me', { schema: currentUserSchema }).catch(() => undefined);
        const parsed = apiErrorSchema.safeParse(json);
        reject(
          parsed.success
            ? new ApiError(xhr.status, parsed.data.message, parsed.data.code, parsed.data.errors)
            : new ApiError(xhr.status, xhr.statusText || siteTexts.request.failed, 'HTTP_ERROR'),
        );
        return;
      }
      const parsed = opts.schema.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, siteTexts.request.badResponse, 'BAD_RESPONSE'));
    });
    xhr.send(opts.body);
  });
}
