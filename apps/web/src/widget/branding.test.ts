import { describe, expect, it } from 'vitest';
import { resolveBranding } from './branding.ts';

const settings = {
  name: 'Nora',
  branding: { accentColor: '#0f766e', position: 'bottom-left' as const, avatarInitial: '' },
};

describe('widget branding', () => {
  it('takes the settings, with the first letter of the name as the initial', () => {
    expect(resolveBranding(settings)).toEqual({
      name: 'Nora',
      initial: 'N',
      accent: '#0f766e',
      position: 'bottom-left',
    });
  });

  it("lets the embed's data- attributes override each value", () => {
    expect(
      resolveBranding(settings, {
        name: 'Shop help',
        avatarInitial: 'sh',
        accentColor: '#9d174d',
        position: 'bottom-right',
      }),
    ).toEqual({ name: 'Shop help', initial: 'SH', accent: '#9d174d', position: 'bottom-right' });
  });

  it('ignores an accent that white text cannot be read on', () => {
    expect(resolveBranding(settings, { accentColor: '#fde047' }).accent).toBe('#0f766e');
    expect(resolveBranding(undefined, { accentColor: '#ffffff' }).accent).toBe('#4f46e5');
  });
});
