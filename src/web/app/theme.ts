import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep teal of chalky holds and gym walls; shade 7 is the brand colour (#0b6b5d). */
const gaston: MantineColorsTuple = ['#e7f6f2', '#d2ebe4', '#a5d7c9', '#74c2ad', '#4db096', '#35a487', '#1f8f75', '#0b6b5d', '#085a4e', '#044a40'];

/** Warm accent (the sun of the logo) for highlights and warnings that are not errors. */
const ochre: MantineColorsTuple = ['#fff8e6', '#fdeecb', '#f9dc96', '#f5c95d', '#f2b84b', '#efab2a', '#eea416', '#9d6a05', '#926200', '#885a00'];

/**
 * Mantine's colours with shades 7 to 9 darkened just enough for a 4.5:1 contrast (WCAG 2.2 AA,
 * docs/accessibility.md): white text on a filled badge or button (shade 7), coloured text on white
 * (7 and 8) and on the light variant's tint (9 on 0 and 1). Shades 0 to 6 are Mantine's own.
 */
const accessibleShades: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#d83838', '#cc2d2d', '#bd2727'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#c35106', '#b74609', '#b03a0c'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0a8560', '#087b57', '#077151'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#298439', '#247a34', '#237032'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#51810f', '#48770b', '#446e0a'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1a76c9', '#186cba', '#1864ab'],
};

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'gaston',
  primaryShade: { light: 7, dark: 5 },
  colors: { ...accessibleShades, gaston, ochre },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Loader: { defaultProps: { type: 'dots' } },
    // A table that scrolls sideways on a phone is reached by keyboard too (axe: scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
});

/**
 * Text colours that keep a 4.5:1 contrast (WCAG 2.2 AA, docs/accessibility.md) on white and on the light
 * grey cards: Mantine's own dimmed grey (#868e96) and error red (#fa5252) reach only about 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
