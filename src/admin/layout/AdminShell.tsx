// react-admin's <Admin>, put together from its parts (AdminContext, CoreAdminUI) with the same props, so that the
// start bundle does not carry the default pages it would import and we never show: its English catalogue, its
// sign-in page and form (we have our own, loginPage={false}), its layout (ours is in layout/Layout.tsx). Its other
// pages (an error caught while rendering, access denied, authentication error, the auth callback) are the very
// same components, loaded when one is shown (layout/raPages.tsx).
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  type AuthProvider,
  type CatchAllComponent,
  type DataProvider,
  type I18nProvider,
  type LayoutComponent,
  type RaThemeOptions,
  type Store,
} from 'react-admin';

const pages = () => import('./raPages.tsx');

type Page = (props: Record<string, unknown>) => ReactNode;

/** A react-admin page, loaded when it is first shown, with the props react-admin gives it. */
function later(pick: (m: Awaited<ReturnType<typeof pages>>) => unknown): Page {
  const Loaded = lazy(() => pages().then((m) => ({ default: pick(m) as ComponentType<Record<string, unknown>> })));
  return function LaterPage(props: Record<string, unknown>) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const ErrorPage = later((m) => m.Error);
const AccessDenied = later((m) => m.AccessDenied);
const AuthenticationError = later((m) => m.AuthenticationError);
const AuthCallback = later((m) => m.AuthCallback);

export interface AdminShellProps {
  title: string;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  theme: RaThemeOptions;
  layout: LayoutComponent;
  notification: ComponentType;
  catchAll: CatchAllComponent;
  store: Store;
  children: ReactNode;
}

export function AdminShell({
  notification,
  theme,
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  ...ui
}: AdminShellProps) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          loginPage={false}
          disableTelemetry
        />
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
