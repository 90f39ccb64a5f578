/**
 * The assistant's server calls, named once. It reads the project a question is asked from (for
 * the suggestions' wording) and a chat link's preview, and writes questions and chat links. The
 * panel (assistant-panel.tsx), its chat-linking section (chat-linking.tsx) and the public
 * link-a-chat page (routes/public/link-chat-page.tsx) use them.
 */
import type { Api } from "@cairn/api-client/trpc";

type Trpc = Api["trpc"];

/** The project the panel was opened on, read only when it was opened on a project's page. */
export function panelProjectQuery(trpc: Trpc, projectId: number | null) {
  return {
    ...trpc.projects.get.queryOptions({ projectId: projectId ?? 0 }),
    enabled: projectId !== null,
  };
}

/** Asking the assistant a question. */
export function askMutation(trpc: Trpc) {
  return trpc.assistant.ask.mutationOptions();
}

/** Whose chat account a link names, read once (a bad link is not asked again). */
export function chatLinkQuery(trpc: Trpc, token: string) {
  return { ...trpc.assistant.readLink.queryOptions({ token }), retry: false };
}

/** Making a link code for a chat app, or linking the chat account a link names. */
export function createChatLinkMutation(trpc: Trpc) {
  return trpc.assistant.createLink.mutationOptions();
}
