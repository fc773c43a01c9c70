import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

// One accent (antique gold, 6:1 on white) on warm ivory; system fonts only, the network is closed.
const accent = '#7a5c2e';
const hairline = '#e8e2d9';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const display = { fontFamily: serif, fontWeight: 500, letterSpacing: '0.01em' };

const phone = ({ theme }: { theme: Theme }) => theme.breakpoints.down('sm');

/**
 * The console fits a 360 px phone up to a wide desktop without the page scrolling sideways (issue 16). react-admin's
 * layout grows to fit its widest content; here it keeps the window's width, a table too wide for it scrolls inside
 * its own box, toolbars and filters wrap onto more lines instead of squeezing their buttons, and on a phone the
 * forms and details dialogs (MUI's fullWidth ones) take the whole screen while short confirmations keep a margin.
 */
const fitEveryWidth: RaThemeOptions['components'] = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  // A flex item grows to its widest line unless told otherwise; the list keeps the width it is given.
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
  // The list's buttons keep their width; beside the filters when there is room, else on a line of their own.
  RaTopToolbar: {
    styleOverrides: {
      root: { flex: '0 0 auto', maxWidth: '100%', flexWrap: 'wrap', alignItems: 'center', marginLeft: 'auto' },
    },
  },
  RaFilterFormInput: {
    styleOverrides: {
      root: (props: { theme: Theme }) => ({
        // One filter a line on a phone, each as wide as the screen (a search box asks for 320 px elsewhere).
        [phone(props)]: {
          '& .MuiFormControl-root': { flex: 1, minWidth: 0 },
          // A switch's label pulls it 11 px left, past the screen's edge once the filter starts the line.
          '& .MuiFormControlLabel-root': { marginLeft: 0 },
        },
      }),
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: (props: { theme: Theme }) => ({
        [phone(props)]: { margin: props.theme.spacing(2), maxWidth: `calc(100% - ${props.theme.spacing(4)})` },
      }),
      paperFullWidth: (props: { theme: Theme }) => ({
        [phone(props)]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: accent, contrastText: '#ffffff' },
    secondary: { main: '#2b2724' },
    background: { default: '#faf8f5', paper: '#ffffff' },
    text: { primary: '#2b2724', secondary: '#6b645c' },
    // MUI's own amber (#ed6c02, 3.1:1) and light blue (#0288d1, 3.9:1) fail as text on white and under white
    // text (a 'Featured' chip, a warning button); these deeper shades keep 4.5:1 on white and on the ivory.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
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
    // react-admin names a row's select box with an aria-label on the Checkbox, which MUI puts on the wrapping
    // span: the input itself stays unnamed and the span may not carry the label (axe: label, aria-prohibited-attr).
    // The label moves to the input, where screen readers look for it.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // A button never shrinks below its words: toolbars wrap instead (see RaTopToolbar).
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } },
    },
    ...fitEveryWidth,
  },
};
