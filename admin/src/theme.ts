import { defaultTheme, type RaThemeOptions } from 'react-admin';

// One accent (antique gold, 6:1 on white) on warm ivory; system fonts only, the network is closed.
const accent = '#7a5c2e';
const hairline = '#e8e2d9';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const display = { fontFamily: serif, fontWeight: 500, letterSpacing: '0.01em' };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: accent, contrastText: '#ffffff' },
    secondary: { main: '#2b2724' },
    background: { default: '#faf8f5', paper: '#ffffff' },
    text: { primary: '#2b2724', secondary: '#6b645c' },
    divider: hairline,
  },
  typography: {
    fontFamily: sans,
    h1: display,
    h2: display,
    h3: display,
    h4: display,
    h5: display,
    h6: display,
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.02em' },
  },
  shape: { borderRadius: 8 },
  // Spec 3 §2.1: wide 64 units, narrow 16 units (256 px and 64 px).
  sidebar: { width: 256, closedWidth: 64 },
  components: {
    ...defaultTheme.components,
    RaAppBar: {
      defaultProps: { color: 'inherit', elevation: 0 },
      styleOverrides: { root: { borderBottom: `1px solid ${hairline}` } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active, &.RaMenuItemLink-active .RaMenuItemLink-icon': {
            color: accent,
            fontWeight: 600,
          },
        },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${hairline}`, borderRadius: 12 } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};
