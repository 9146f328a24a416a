// The admin layout: app bar, left menu built from the menu data, and a one-time notice for each broken
// resource file. Without a session (e.g. the not-found page of a visitor) it shows the page alone.
import { useEffect, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout, useNotify } from 'react-admin';
import { useAppConfig } from '../appConfig.tsx';
import { getRoles, readUser } from '../session/storage.ts';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { menuFromViews } from './menuFromViews.ts';

let reported = false;

function useReportLoadErrors() {
  const { loadErrors } = useAppConfig();
  const notify = useNotify();
  useEffect(() => {
    if (reported || loadErrors.length === 0) return;
    reported = true;
    loadErrors.forEach((message) => notify(message, { type: 'error', autoHideDuration: 6000 }));
  }, [loadErrors, notify]);
}

function ConfiguredMenu() {
  const { views } = useAppConfig();
  return <Menu sections={menuFromViews(views, getRoles())} />;
}

export function Layout({ children }: { children: ReactNode }) {
  useReportLoadErrors();
  if (readUser().state !== 'ok') return <Box sx={{ p: 3 }}>{children}</Box>;
  return (
    <RaLayout appBar={AppBar} menu={ConfiguredMenu}>
      {children}
    </RaLayout>
  );
}
