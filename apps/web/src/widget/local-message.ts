import type { ChatMessage } from '@parley/contract/chat';

/** A message made in the browser (welcome, greeting, the visitor's own, a streaming reply); ids start with local-. */
export const localMessage = (role: 'user' | 'assistant', content: string, language: string): ChatMessage => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  language,
  requires_clarification: false,
  clarification_options: [],
  sources: [],
  metadata: { is_clarification: false },
});
