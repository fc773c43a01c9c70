import { useMediaQuery, type Theme } from '@mui/material';

/**
 * True below the theme's `md` breakpoint (900 px): phones, and tablets in portrait, where the sidebar leaves a
 * list about a phone's width. Lists show one card per record there instead of a table (react-admin's
 * small-screen pattern); react-admin's own Create buttons turn into a floating button from the same width.
 * One place for the query, so every screen switches at once.
 */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
