import { useMediaQuery, type Theme } from '@mui/material';

/**
 * True below the theme's `sm` breakpoint (phones): lists show one card per record there instead of a table,
 * as react-admin's own small-screen pattern does. One place for the query, so every screen switches at once.
 */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
