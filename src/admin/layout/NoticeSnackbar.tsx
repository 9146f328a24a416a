// A notice on screen (layout/Notification.tsx): top-right, white text, a close button. Its own chunk, loaded with the
// first notice: MUI's Snackbar stays out of the start bundle.
import type { ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { fr } from '../i18n/fr.ts';

export interface NoticeSnackbarProps {
  open: boolean;
  severity: 'error' | 'warning' | 'info' | 'success';
  autoHideDuration: number;
  onClose: () => void;
  onExited: () => void;
  children: ReactNode;
}

export default function NoticeSnackbar({
  open,
  severity,
  autoHideDuration,
  onClose,
  onExited,
  children,
}: NoticeSnackbarProps) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={autoHideDuration}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        variant="filled"
        severity={severity}
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': fr.app.notification.close, title: fr.app.notification.close } }}
        sx={{
          color: '#fff',
          minWidth: 280,
          alignItems: 'center',
          '& .MuiAlert-icon, & .MuiIconButton-root': { color: '#fff' },
        }}
      >
        {children}
      </Alert>
    </Snackbar>
  );
}
