import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts with `npx drizzle-kit generate` and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
