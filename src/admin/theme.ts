// A calm theme: muted blue primary, light grey background, rounded cards; every colour readable (WCAG AA contrast).
import { defaultTheme, type FilterFormProps, type RaThemeOptions } from 'react-admin';
import { frFR } from '@mui/material/locale';
import { fr } from './i18n/fr.ts';

/** The user asked their system for less motion (WCAG 2.3.3): no transitions, no ripples, dialogs and menus
 * appear at once. Read once at start, as the theme is built once. */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const still = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** How long a list's filter form (its search box, its filters) waits after the last change before the list asks the
 * server: react-admin's FilterForm hands its props to FilterLiveForm, whose `debounce` is that wait, 500 ms by
 * default, which a user feels as a lag after each search (bench PLISTQ: about half of the time from the last key to
 * the rows). 300 ms still spares the server a request for every key at a usual typing pace (a key every 100 to
 * 250 ms) while the rows come 200 ms sooner. (The List's own `debounce` prop is not this wait: it applies only to
 * setFilters(…, true).) */
export const FILTER_DEBOUNCE_MS = 300;

// react-admin types FilterForm's props without those it passes on to FilterLiveForm.
type RaFilterFormDefaults = Partial<FilterFormProps>;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...(reducedMotion ? { transitions: { duration: still, create: () => 'none' } } : {}),
  palette: {
    mode: 'light',
    primary: { main: '#2f5d7c' },
    secondary: { main: '#2f5d7c' },
    // Success, warning and info are dark enough that they as text on their own selected tint (a toggle's
    // « Présent », up to 16 % of the colour on white, hovered) still reach 4.5:1.
    success: { main: '#276b43' },
    // Darker than MUI's defaults so that white text on them (filled notices, chips), and they as text on the
    // grey of a form's toolbar, reach 4.5:1 (WCAG AA).
    error: { main: '#b71c1c' },
    warning: { main: '#9a4708' },
    info: { main: '#0265a0' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  sidebar: { width: 250, closedWidth: 55 },
  components: {
    // MUI's own French texts (pagination's navigation and page labels, the autocomplete's buttons…).
    ...frFR.components,
    ...defaultTheme.components,
    // Both set the autocomplete's default props (react-admin: full width), and a spread keeps only the last:
    // without this, the autocompletes outside react-admin's inputs said « No options », « Open », « Close ».
    MuiAutocomplete: {
      ...defaultTheme.components?.MuiAutocomplete,
      defaultProps: {
        ...frFR.components?.MuiAutocomplete?.defaultProps,
        ...defaultTheme.components?.MuiAutocomplete?.defaultProps,
      },
    },
    // Every progress indicator is named (react-admin draws some without a name, e.g. the app bar's).
    MuiCircularProgress: { defaultProps: { 'aria-label': fr.app.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': fr.app.loading } },
    // The lists' page navigation is named in French (MUI writes « pagination navigation » unless given a name).
    MuiPagination: {
      defaultProps: { ...frFR.components?.MuiPagination?.defaultProps, 'aria-label': fr.app.pagination },
    },
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    // FilterForm takes its default props from the theme (useThemeProps) and passes them on to FilterLiveForm.
    RaFilterForm: { defaultProps: { debounce: FILTER_DEBOUNCE_MS } as RaFilterFormDefaults },
    // The help text of a disabled field stays readable (MUI's disabled grey #9e9e9e is 2.7:1 on white).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A list wider than the screen scrolls in its own box, under a toolbar that wraps: the page never scrolls
    // sideways, and the app bar and the toolbar's last button (« Exporter ») stay in sight (react-admin's list grows
    // to its widest row, and wraps its toolbar only below 900 px).
    RaList: { styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } } } },
    RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // react-admin's "Aller au contenu" (first tab stop) is white on the light background by default.
    RaSkipNavigationButton: {
      styleOverrides: { root: { backgroundColor: '#2f5d7c', '&:hover': { backgroundColor: '#2f5d7c' } } },
    },
  },
};
