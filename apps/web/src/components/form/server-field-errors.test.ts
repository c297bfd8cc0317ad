import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it("keeps the first message of the form's fields only", () => {
    const err = new ApiError(400, 'Invalid', 'VALIDATION', { email: ['Taken', 'Other'], video: ['Bad'], token: ['x'] });
    expect(serverFieldErrors(err, ['name', 'email', 'video'])).toEqual({ email: 'Taken', video: 'Bad' });
    expect(serverFieldErrors(err)).toEqual({ email: 'Taken', video: 'Bad', token: 'x' });
    expect(serverFieldErrors(new ApiError(500, 'Down', 'INTERNAL'), ['email'])).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
