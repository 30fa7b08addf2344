import { identitySecretResponseSchema } from '@parley/contract/visitors';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getVisitorIdentity = () =>
  apiFetch('/admin/visitor-identity', { schema: identitySecretResponseSchema });

export const useVisitorIdentity = () =>
  useQuery({ queryKey: ['admin', 'visitor-identity'], queryFn: getVisitorIdentity });
