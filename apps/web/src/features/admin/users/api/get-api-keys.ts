import { apiKeySchema } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';

const apiKeysSchema = z.object({ items: z.array(apiKeySchema) });

export const getApiKeys = () => apiFetch('/admin/api-keys', { schema: apiKeysSchema });

export const useApiKeys = () => useQuery({ queryKey: ['api-keys'], queryFn: getApiKeys });
