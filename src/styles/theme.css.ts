import { createGlobalThemeContract, createThemeContract, fallbackVar, globalStyle } from '@vanilla-extract/css';

const shape = {
  color: {
    brand: null,
    brandText: null,
    text: null,
    muted: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    success: null,
    error: null,
    focus: null,
    overlay: null,
  },
  font: { family: null, size: null, sizeSmall: null, sizeLarge: null, weightBold: null },
  radius: { s: null, m: null },
  space: { xs: null, s: null, m: null, l: null, xl: null },
  shadow: { raised: null },
  z: { overlay: null, toast: null },
};

/**
 * The public theme: stable custom property names a CMS page sets on an element or any ancestor,
 * e.g. `sg-header { --sg-color-brand: #b5121b }`. Documented in docs/page-setup.md, "Theming".
 */
export const tokens = createGlobalThemeContract(shape, (_value, path) =>
  `sg-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);

/** What components use: private variables that take the public token when set, else the default. */
export const vars = createThemeContract(shape);

export const defaults = {
  color: {
    brand: '#0a5c36',
    brandText: '#ffffff',
    text: '#1f1f1f',
    muted: '#595959',
    surface: '#ffffff',
    surfaceAlt: '#f4f4f4',
    border: '#767676',
    success: '#0a6b2e',
    error: '#b00020',
    focus: '#1a5fb4',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    size: '16px',
    sizeSmall: '14px',
    sizeLarge: '20px',
    weightBold: '700',
  },
  radius: { s: '4px', m: '8px' },
  space: { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' },
  shadow: { raised: '0 4px 16px rgba(0, 0, 0, 0.2)' },
  z: { overlay: '1000', toast: '1100' },
};

function assign(contract: Record<string, unknown>, publicTokens: Record<string, unknown>, values: Record<string, unknown>, out: Record<string, string>) {
  for (const key of Object.keys(values)) {
    const c = contract[key];
    const p = publicTokens[key];
    const v = values[key];
    if (typeof c === 'string' && typeof p === 'string' && typeof v === 'string') out[c] = fallbackVar(p, v);
    else assign(c as Record<string, unknown>, p as Record<string, unknown>, v as Record<string, unknown>, out);
  }
  return out;
}

// `[data-sg-theme]` lets stories and component tests, which render outside a shadow root, use the same theme.
// Every inherited text property is set here, so that a page's own (`body { letter-spacing: 2px; text-transform:
// uppercase }`) does not reach inside; sizes are px or custom properties, never rem, which follows the page's
// `html { font-size }` (issue 21.13). A page styles the elements on purpose through the --sg-* tokens and parts.
globalStyle(':host, [data-sg-theme]', {
  vars: assign(vars as never, tokens as never, defaults, {}),
  // The shorthand resets style, variant, weight, stretch, kerning and size adjustment with the size and family.
  font: `${vars.font.size}/1.4 ${vars.font.family}`,
  color: vars.color.text,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textAlign: 'start',
  textShadow: 'none',
  whiteSpace: 'normal',
  wordBreak: 'normal',
  overflowWrap: 'normal',
  hyphens: 'manual',
});
