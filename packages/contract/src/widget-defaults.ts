// Plain data with no zod import: the embeddable widget bundles this file and must stay small.

/** The spec's default welcome message; while it is unchanged, each visitor sees it in their own language. */
export const DEFAULT_WELCOME_MESSAGE = 'Hello! How can I assist you today?';

export const DEFAULT_ACCENT_COLOUR = '#4f46e5';

export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];

/** What the settings say about the widget's looks; an embed's data- attributes override it per site. */
export interface WidgetBranding {
  accentColor: string;
  position: WidgetPosition;
  /** One or two characters on the bot's avatar; empty means the first letter of the chatbot's name. */
  avatarInitial: string;
}
