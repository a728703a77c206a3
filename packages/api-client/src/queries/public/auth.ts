import { mutationOptions, useMutation } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';

type Schemas = components['schemas'];

/** What the sign-in form sends. */
export type LoginCredentials = Schemas['LoginRequest'];
/** The signed-in account, as `onSignedIn(user)` receives it. */
export type SignedInUser = Schemas['User'];

/** The login failure text when the server gives none (spec 000 §8). */
export const LOGIN_FAILED_MESSAGE = 'Invalid Credentials';

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The text of a failed sign-in (spec 000 §8): the server's `message`, else the
 * server's `error`, else "Invalid Credentials". The spec's rule also covers a
 * failure without an answer (network), so that too reads "Invalid Credentials".
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_FAILED_MESSAGE;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return LOGIN_FAILED_MESSAGE;
  const { message, error: serverError } = body as { message?: unknown; error?: unknown };
  return textOf(message) ?? textOf(serverError) ?? LOGIN_FAILED_MESSAGE;
}

/**
 * The text of any other failed auth call (forgot, reset, verify, resend): the
 * server's message (ApiError carries it, or a default naming the status).
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return NETWORK_ERROR_MESSAGE;
}

/** `POST /users/login`, then the session keeps token, user, role, referenceId and PCRDPI. */
export async function signIn(api: ApiClient, credentials: LoginCredentials): Promise<SignedInUser> {
  const { data } = await api.POST('/users/login', { body: credentials });
  // The error middleware rejects failures, so a missing body is a broken answer.
  if (!data) throw new Error(LOGIN_FAILED_MESSAGE);
  api.session.saveLogin(data);
  return data.user;
}

/** What the reset form sends: the new password and the token of `/reset-password/{token}`. */
export type ResetPasswordInput = Schemas['ResetPasswordRequest'];
/** What confirms an address: the code, which is also the token of the mailed `/verify-email/{token}` link. */
export type VerifyEmailInput = Schemas['VerifyEmailRequest'];

/**
 * The auth mutations' options on a client, so tests and non-React code run the
 * same calls as the hooks. Each resolves with the server's confirmation text
 * (or the signed-in user) and rejects with ApiError.
 */
export const authMutations = {
  login: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['post', '/users/login'],
      mutationFn: (credentials: LoginCredentials) => signIn(api, credentials),
    }),
  /** `PUT /users/forget-password`: mails a reset link (the server answers alike for unknown addresses). */
  forgetPassword: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['put', '/users/forget-password'],
      mutationFn: async (email: string): Promise<string> => {
        const { data } = await api.PUT('/users/forget-password', { body: { email } });
        return data?.message ?? '';
      },
    }),
  /** `PUT /users/reset-password` with `{ newPass, resetLink }`; fails when the token is unknown, used or expired. */
  resetPassword: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['put', '/users/reset-password'],
      mutationFn: async (input: ResetPasswordInput): Promise<string> => {
        const { data } = await api.PUT('/users/reset-password', { body: input });
        return data?.message ?? '';
      },
    }),
  /** `PUT /users/verify-email`: confirms the address with the mailed code or link token (single use). */
  verifyEmail: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['put', '/users/verify-email'],
      mutationFn: async (input: VerifyEmailInput): Promise<string> => {
        const { data } = await api.PUT('/users/verify-email', { body: input });
        return data?.message ?? '';
      },
    }),
  /** `GET /users/resend-verification/{email}`: mails a new confirmation link and code. */
  resendVerification: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['get', '/users/resend-verification/{email}'],
      mutationFn: async (email: string): Promise<string> => {
        const { data } = await api.GET('/users/resend-verification/{email}', { params: { path: { email } } });
        return data?.message ?? '';
      },
    }),
};

/** Sign-in: resolves with the user once the session is stored (`api.session.saveLogin`). */
export function useLogin() {
  return useMutation(authMutations.login(useApi()));
}

/** Forgot password: `mutate(email)`. */
export function useForgetPassword() {
  return useMutation(authMutations.forgetPassword(useApi()));
}

/** Reset password: `mutate({ newPass, resetLink: token })`. */
export function useResetPassword() {
  return useMutation(authMutations.resetPassword(useApi()));
}

/** Email confirmation: `mutate({ code })` with the mailed code or link token. */
export function useVerifyEmail() {
  return useMutation(authMutations.verifyEmail(useApi()));
}

/** Resend the confirmation email: `mutate(email)`. */
export function useResendVerification() {
  return useMutation(authMutations.resendVerification(useApi()));
}
