// Notices (spec 000 section 9): top-right, 2 500 ms, white text, a close button. Replaces react-admin's
// Notification; reads the same notification queue (useNotify). What draws a notice (layout/NoticeSnackbar.tsx) is
// loaded with the first one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

const NoticeSnackbar = lazy(() => import('./NoticeSnackbar.tsx'));

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
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar
        open={open}
        severity={severityOf(type)}
        autoHideDuration={notificationOptions?.autoHideDuration ?? 2500}
        onClose={() => setOpen(false)}
        onExited={() => setCurrent(undefined)}
      >
        {text}
      </NoticeSnackbar>
    </Suspense>
  );
}
