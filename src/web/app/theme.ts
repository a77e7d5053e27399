import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep teal of chalky holds and gym walls; shade 7 is the brand colour (#0b6b5d). */
const gaston: MantineColorsTuple = ['#e7f6f2', '#d2ebe4', '#a5d7c9', '#74c2ad', '#4db096', '#35a487', '#1f8f75', '#0b6b5d', '#085a4e', '#044a40'];

/** Warm accent (the sun of the logo) for highlights and warnings that are not errors. */
const ochre: MantineColorsTuple = ['#fff8e6', '#fdeecb', '#f9dc96', '#f5c95d', '#f2b84b', '#efab2a', '#eea416', '#d48f07', '#bd7f00', '#a46c00'];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'gaston',
  primaryShade: { light: 7, dark: 5 },
  colors: { gaston, ochre },
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
  },
});
