// The external services' configuration (GET /api/references/services) and one service's state as an alert, shown
// by the reference pages that depend on a service not configured here.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { apiGet } from '../attendance/api.ts';

export interface ServiceState {
  id: string;
  name: string;
  configured: boolean;
  message: string;
  variables: string[];
}

export function useServices(): ServiceState[] | null {
  const [services, setServices] = useState<ServiceState[] | null>(null);
  useEffect(() => {
    void apiGet<{ services: ServiceState[] }>('references/services')
      .then((r) => setServices(r.services))
      .catch(() => setServices([]));
  }, []);
  return services;
}

export function ServiceAlert({ id }: { id: string }) {
  const service = useServices()?.find((s) => s.id === id);
  if (!service) return null;
  return (
    <Alert severity={service.configured ? 'success' : 'info'} sx={{ mb: 2 }}>
      {service.message}
    </Alert>
  );
}
