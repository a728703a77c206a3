import { authErrorMessage, useVerifyEmail } from '@aafiya/api-client';
import { useEffect, useRef } from 'react';
import { VerifyEmailView } from './verify-email';

export interface VerifyEmailScreenProps {
  /** The token of `/verify-email/{token}` (it is also the code the email shows). */
  token: string;
}

/**
 * Confirms the address once on arrival (`PUT /users/verify-email` with the
 * token as the code). The token is single-use, so the call is made once per
 * token, also under React's strict mode, which runs effects twice.
 */
export function VerifyEmailScreen({ token }: VerifyEmailScreenProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ code: token });
  }, [token, mutate]);
  const status = verify.isSuccess ? 'success' : verify.isError ? 'error' : 'pending';
  return <VerifyEmailView status={status} error={verify.isError ? authErrorMessage(verify.error) : undefined} />;
}
