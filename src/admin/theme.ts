// A calm theme: muted blue primary, light grey background, rounded cards.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#2f5d7c' },
    secondary: { main: '#2f5d7c' },
    success: { main: '#2e7d4f' },
    error: { main: '#c62828' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  sidebar: { width: 250, closedWidth: 55 },
};
