import { z } from 'zod';

/** Settings > Security: the secret a business's server signs visitor ids with (HMAC-SHA256, hex). */
export const identitySecretResponseSchema = z.object({ secret: z.string() });
export type IdentitySecretResponse = z.infer<typeof identitySecretResponseSchema>;
