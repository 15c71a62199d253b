/**
 * Links that open a page in a reader's chat app. Pure and free of imports:
 * only the page actions' lazy chunk uses it (PageActionsMenu.tsx).
 */

/** The chat apps a page can be opened in: each starts a new conversation with its `q` parameter as the prompt. */
const CHATS = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const;
export type Chat = keyof typeof CHATS;

/** A new conversation in `chat` with `prompt` typed in. */
export function chatUrl(chat: Chat, prompt: string): string {
  const url = new URL(CHATS[chat]);
  url.searchParams.set('q', prompt);
  return url.href;
}

/** What a prompt names: the page's Markdown copy (its absolute URL), its title and the version it documents. */
export interface PromptFacts {
  url: string;
  title: string;
  version: string;
}

/**
 * A new conversation about a page in each chat app. `prompt` words the
 * request in the page's language (a UI string) around `facts`, whose URL is
 * the copy of the version and language the reader has open.
 */
export function chatLinks(facts: PromptFacts, prompt: (facts: PromptFacts) => string): Record<Chat, string> {
  const text = prompt(facts);
  return { chatgpt: chatUrl('chatgpt', text), claude: chatUrl('claude', text) };
}
