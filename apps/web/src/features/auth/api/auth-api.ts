import {
  type AuthResponse,
  authResponseSchema,
  type CreatedIdRequest,
  createdIdResponseSchema,
  type CurrentUser,
  currentUserSchema,
  type ForgotPasswordRequest,
  messageResponseSchema,
  type ResetPasswordRequest,
  type SigninRequest,
  type SignupRequest,
} from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** The user of a sign-in or sign-up is kept; the token in the answer is not (the cookie carries the session, docs/rules/accounts-and-auth.md#tokens-and-cookies). */
const keepUser = (res: AuthResponse) => {
  sessionStore.set(res.user);
  return { message: res.message, user: res.user };
};

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupRequest) =>
      apiRequest('/auth/signup', { method: 'POST', body, schema: authResponseSchema }).then(keepUser),
  });
}

export function useSignin() {
  return useMutation({
    mutationFn: (body: SigninRequest) =>
      apiRequest('/auth/signin', { method: 'POST', body, schema: authResponseSchema }).then(keepUser),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest('/auth/forgot-password', { method: 'POST', body, schema: messageResponseSchema }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiRequest('/auth/reset-password', { method: 'POST', body, schema: messageResponseSchema }),
  });
}

/** docs/rules/accounts-and-auth.md#profile-menu-and-settings: Logout revokes the session on the server, clears what the app stored, and forgets cached data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/logout', { method: 'POST', schema: messageResponseSchema }),
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
    },
  });
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest('/me', { schema: currentUserSchema, signal });
}

/** POST /api/created-id {role}: 201 with the id (docs/rules/product.md#calls, docs/rules/accounts-and-auth.md#roles). */
export function useCreateId() {
  return useMutation({
    mutationFn: (body: CreatedIdRequest) =>
      apiRequest('/created-id', { method: 'POST', body, schema: createdIdResponseSchema }),
    onSuccess: (res) => {
      const user = sessionStore.get();
      if (user) sessionStore.set({ ...user, role: res.role });
    },
  });
}
