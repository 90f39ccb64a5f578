/**
 * The API-access screen's server calls, named once: it reads the person's tokens and writes new
 * ones and revocations. The token list (token-list.tsx) and the create dialog
 * (create-token-dialog.tsx) use them; after either write, every `tokens` query reads again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The caller's tokens (and, for an admin, every service token). */
export function tokensQuery(trpc: Trpc) {
  return trpc.tokens.list.queryOptions();
}

/**
 * Creating a token: answers the token with its secret once the token lists have been read
 * again, so the list behind the dialog already shows it.
 */
export function useCreateToken() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.tokens.create.mutationOptions());
  return async (input: Parameters<typeof create.mutateAsync>[0]) => {
    const token = await create.mutateAsync(input);
    await queryClient.invalidateQueries(trpc.tokens.pathFilter());
    return token;
  };
}

/** Revoking a token: the token lists read again, then `onRevoked` (the dialog closes). */
export function useRevokeToken(onRevoked: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tokens.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.tokens.pathFilter());
        onRevoked();
      },
    }),
  );
}
