// A calm theme: muted blue primary, light grey background, rounded cards; every colour readable (WCAG AA contrast).
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#2f5d7c' },
    secondary: { main: '#2f5d7c' },
    success: { main: '#2e7d4f' },
    error: { main: '#c62828' },
    // Darker than MUI's defaults so that white text on them (filled notices, chips) reaches 4.5:1 (WCAG AA).
    warning: { main: '#b45309' },
    info: { main: '#0271b0' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  sidebar: { width: 250, closedWidth: 55 },
};
