// Notices (spec 000 section 9): top-right, 2 500 ms, white text, a close button. Replaces react-admin's
// Notification; reads the same notification queue (useNotify).
import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { fr } from '../i18n/fr.ts';

const severityOf = (type: string | undefined) =>
  type === 'error' ? 'error' : type === 'warning' ? 'warning' : type === 'info' ? 'info' : 'success';

export function Notification() {
  const { notifications, takeNotification } = useNotificationContext();
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const text =
    typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : message;
  const close = () => setOpen(false);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={notificationOptions?.autoHideDuration ?? 2500}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
    >
      <Alert
        variant="filled"
        severity={severityOf(type)}
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': fr.app.notification.close, title: fr.app.notification.close } }}
        sx={{
          color: '#fff',
          minWidth: 280,
          alignItems: 'center',
          '& .MuiAlert-icon, & .MuiIconButton-root': { color: '#fff' },
        }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
