import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Rangrez colours: aubergine and marigold, on a calm light background for all-day use. */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        mode: 'light',
        primary: { main: '#7b2d5b' },
        secondary: { main: '#2b1a3f' },
        background: { default: '#faf8fb' },
    },
    shape: { borderRadius: 8 },
    typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    },
    sidebar: { width: 220, closedWidth: 52 },
    components: {
        ...defaultTheme.components,
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
};
