/**
 * The colour tokens of app/globals.css as data: `light` is what `:root` declares, `dark` what `[data-theme='dark']`
 * declares. Contrast tests read them here; tests/unit/tokens.test.ts holds the stylesheet to exactly these values.
 */
export const colours = {
  light: {
    accent: '#4f43dd',
    'accent-strong': '#3a2fc1',
    'accent-soft': '#eeedfc',
    bg: '#ffffff',
    'bg-subtle': '#f7f7fa',
    'bg-code': '#f6f8fa',
    fg: '#1c1d26',
    'fg-muted': '#5c5f73',
    border: '#e3e4ec',
    'announcement-bg': '#e8f1fd',
    'announcement-border': '#c8dcf7',
    note: '#4f43dd',
    tip: '#1a7f45',
    info: '#2a6fc0',
    warning: '#975a16',
    danger: '#c53030',
  },
  dark: {
    accent: '#a7a0f8',
    'accent-strong': '#c4bffb',
    'accent-soft': '#25234a',
    bg: '#0f1019',
    'bg-subtle': '#171826',
    'bg-code': '#161b22',
    fg: '#e7e8f0',
    'fg-muted': '#a3a6bb',
    border: '#2a2c3d',
    'announcement-bg': '#18203a',
    'announcement-border': '#26345c',
    note: '#a7a0f8',
    tip: '#4fd18b',
    info: '#6aa9f0',
    warning: '#f0b55a',
    danger: '#f07878',
  },
} as const;

export type ColourToken = keyof typeof colours.light;
