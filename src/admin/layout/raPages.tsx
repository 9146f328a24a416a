// react-admin's own pages that the admin shows only when something goes wrong (layout/AdminShell.tsx): their chunk.
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
