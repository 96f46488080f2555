import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SCRIPT_FAMILIES } from './scripts-fonts';

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
        // the Indian scripts in the shop's own faces (scripts-fonts.ts: each only for its script's letters, fetched
        // when a page shows them), the rest in the device's. First, not after the device's faces: Chrome did not
        // redraw a name it had drawn as boxes once a face further down the list arrived.
        fontFamily: [...SCRIPT_FAMILIES, 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', 'sans-serif'].join(', '),
    },
    sidebar: { width: 220, closedWidth: 52 },
    components: {
        ...defaultTheme.components,
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
};
