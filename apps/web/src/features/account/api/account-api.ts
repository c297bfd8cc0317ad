import {
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  messageResponseSchema,
  type UpdateLanguageRequest,
  type UpdateProfileRequest,
  userResponseSchema,
} from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** Every change to the account refreshes the stored user, so the top bar follows at once. */
const keepUser = <T extends { user: Parameters<typeof sessionStore.set>[0] }>(res: T) => {
  sessionStore.set(res.user);
  return res;
};

export function useUpdateUsername() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiRequest('/me', { method: 'PATCH', body, schema: userResponseSchema }).then(keepUser),
  });
}

export function useUpdateLanguage() {
  return useMutation({
    mutationFn: (body: UpdateLanguageRequest) =>
      apiRequest('/me/language', { method: 'PUT', body, schema: userResponseSchema }).then(keepUser),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return apiRequest('/me/avatar', { method: 'PUT', body: form, schema: userResponseSchema }).then(keepUser);
    },
  });
}

export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () => apiRequest('/me/avatar', { method: 'DELETE', schema: userResponseSchema }).then(keepUser),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest('/me/password', { method: 'POST', body, schema: messageResponseSchema }),
  });
}

/** docs/rules/accounts-and-auth.md#profile-menu-and-settings: deleting the account also clears what this browser kept of it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest('/me', { method: 'DELETE', body, schema: messageResponseSchema }),
    onSuccess: () => {
      queryClient.clear();
    },
  });
}

/** "Download my data": a plain link, so the browser saves the JSON the server sends as an attachment. */
export const EXPORT_URL = '/api/me/export';
