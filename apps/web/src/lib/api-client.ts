import { type ApiError as ApiErrorBody, siteTexts } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import type { z } from 'zod/mini';

type Schema<T> = z.ZodMiniType<T>;
import { env } from '@/config/env';

/** Every non-2xx answer becomes an ApiError (docs/rules/platform.md#errors), with the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** An answer that will not change by asking again (4xx): polling stops after it. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's own words for a refusal (4xx: "at most 6 featured"), or `fallback` for anything else. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isClientError(error) ? (error as ApiError).message : fallback;
}

/**
 * The error shape of every API answer (apiErrorSchema), checked by hand: this module is on every
 * page's first load, and zod is kept off it (ADR 0007).
 */
function isApiErrorBody(json: unknown): json is ApiErrorBody {
  if (typeof json !== 'object' || json === null) return false;
  const { message, code, errors } = json as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the session layer react to any 401 (clear the user, go to sign-in). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let fetchImpl: Fetch = (url, init) => fetch(url, init);

/** The server renderer answers API calls in-process instead of over the network. */
export function setApiFetch(impl: Fetch) {
  fetchImpl = impl;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the answer's body; a caller that ignores the body passes none. */
  schema?: Schema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Reads the answer's headers (e.g. its ETag) before its body is checked. */
  onHeaders?: (headers: Headers) => void;
}

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let response: Response;
  try {
    response = await fetchImpl(`${env.apiBase}${path}`, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      signal: opts.signal,
      headers: {
        accept: 'application/json',
        // The server answers in the page's language (docs/decisions/0046-languages.md).
        'accept-language': currentLocale(),
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, siteTexts.request.network, 'NETWORK');
  }
  opts.onHeaders?.(response.headers);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (response.status === 401) for (const l of unauthorizedListeners) l();
    throw isApiErrorBody(json)
      ? new ApiError(response.status, json.message, json.code, json.errors)
      : new ApiError(response.status, response.statusText || siteTexts.request.failed, 'HTTP_ERROR');
  }
  return opts.schema ? opts.schema.parse(json) : (json as T);
}
