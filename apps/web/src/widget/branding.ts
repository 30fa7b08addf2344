import { keepsWhiteTextReadable } from '@parley/contract/contrast';
import {
  DEFAULT_ACCENT_COLOUR,
  type WidgetBranding,
  type WidgetPosition,
} from '@parley/contract/widget-defaults';
import type { CSSProperties } from 'react';

/** Per-site overrides from the embed's data- attributes (data-accent, data-position, data-name, data-initial). */
export type BrandingOverrides = Partial<WidgetBranding> & { name?: string };

export interface ResolvedBranding {
  name: string;
  initial: string;
  accent: string;
  position: WidgetPosition;
}

/** The embed's overrides win over the settings; an accent white text cannot be read on is ignored. */
export function resolveBranding(
  settings: { name?: string; branding?: WidgetBranding } | undefined,
  overrides: BrandingOverrides = {},
): ResolvedBranding {
  const name = overrides.name?.trim() || settings?.name || 'AI Assistant';
  const accent =
    [overrides.accentColor, settings?.branding?.accentColor].find(
      (c): c is string => !!c && keepsWhiteTextReadable(c),
    ) ?? DEFAULT_ACCENT_COLOUR;
  return {
    name,
    initial: (
      overrides.avatarInitial?.trim() ||
      settings?.branding?.avatarInitial ||
      name.slice(0, 1)
    ).toUpperCase(),
    accent,
    position: overrides.position ?? settings?.branding?.position ?? 'bottom-right',
  };
}

/** The widget's brand colours follow the accent: the theme's variables are redefined on its root element. */
export function accentStyle(accent: string): CSSProperties | undefined {
  if (accent.toLowerCase() === DEFAULT_ACCENT_COLOUR) return undefined;
  return {
    '--color-brand-50': `color-mix(in srgb, ${accent} 8%, #fff)`,
    '--color-brand-500': accent,
    '--color-brand-600': accent,
    '--color-brand-700': `color-mix(in srgb, ${accent} 80%, #000)`,
  } as CSSProperties;
}
