import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';

/** What the get-a-quote modal sends: name, phone (+971-## ### ####), e-mail and message. */
export type QuoteRequestInput = components['schemas']['QuoteRequest'];

/**
 * The get-a-quote modal (`POST /quotes`, requestQuote, open to guests): the
 * request goes to the company mailbox; resolves with the server's message and
 * rejects with ApiError (its message is the server's).
 */
export function useRequestQuote() {
  const api = useApi();
  return useMutation({
    mutationKey: ['post', '/quotes'],
    mutationFn: async (input: QuoteRequestInput): Promise<string> => {
      const { data } = await api.POST('/quotes', { body: input });
      return data?.message ?? '';
    },
  });
}
