import { defineConfig } from 'prisma/config';

// Only `prisma generate` uses this file; the app applies migrations with its own migrator.
export default defineConfig({
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/portal' },
});
