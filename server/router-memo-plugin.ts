import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * Rewrites three call sites in the server build's copy of React Router (7.18.4, pinned exactly) to
 * use what server/router-memo.ts keeps per process. Only the server build: the browser's copy and
 * its byte budget are untouched. Each rewrite names the exact text it replaces; when an upgrade
 * changes that text the build fails, naming the file, rather than silently shipping without it.
 */
export type RouterPatch = {
  name: string
  /** Text that identifies the module the patch belongs in. */
  marker: string
  find: string
  replace: string
  /** Names the patch imports from server/router-memo.ts. */
  imports: readonly string[]
}

export const ROUTER_MEMO_MODULE = fileURLToPath(new URL('./router-memo.ts', import.meta.url))

export const ROUTER_PATCHES: readonly RouterPatch[] = [
  {
    name: 'getPartialManifest: route matches of the parent paths',
    marker: 'function getPartialManifest(',
    find: `  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });`,
    replace: `  paths.forEach((path) => {
    __routerMemo_parentRouteIds(path, () => matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    )).forEach((id) => routeIds.add(id));
  });`,
    imports: ['parentRouteIds'],
  },
  {
    name: 'ServerRouter: the server route objects',
    marker: 'function ServerRouter(',
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    replace: `  let routes = __routerMemo_serverRoutes(manifest.routes, routeModules, context.future, context.isSpaMode, () => createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  ));`,
    imports: ['serverRoutes'],
  },
  {
    name: 'createStaticRouter: the data routes',
    marker: 'function createStaticRouter(',
    find: `  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    replace: `  let { manifest, dataRoutes } = __routerMemo_staticDataRoutes(routes, () => {
    let manifest = {};
    let dataRoutes = convertRoutesToDataRoutes(
      routes,
      mapRouteProperties,
      void 0,
      manifest
    );
    return { manifest, dataRoutes };
  });`,
    imports: ['staticDataRoutes'],
  },
]

const ROUTER_PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** The module's code with the patches that belong in it applied, or null when none does. Throws when a patch's text is not there. */
export function patchRouterModule(code: string, id: string, patches: readonly RouterPatch[] = ROUTER_PATCHES, memoModule = ROUTER_MEMO_MODULE): { code: string; applied: string[] } | null {
  if (!ROUTER_PRODUCTION_BUILD.test(id)) return null
  let patched = code
  const applied: string[] = []
  const imports: string[] = []
  for (const patch of patches) {
    if (!code.includes(patch.marker)) continue
    const at = patched.indexOf(patch.find)
    if (at < 0 || patched.indexOf(patch.find, at + 1) >= 0) {
      throw new Error(`router-memo: the code "${patch.name}" replaces is not in ${id} exactly once; React Router changed (it is pinned at 7.18.4): update server/router-memo-plugin.ts`)
    }
    patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length)
    applied.push(patch.name)
    imports.push(...patch.imports.map((name) => `${name} as __routerMemo_${name}`))
  }
  if (applied.length === 0) return null
  return { code: `import { ${imports.join(', ')} } from ${JSON.stringify(memoModule)};\n${patched}`, applied }
}

/** The Vite plugin (server build only): applies every patch, and fails the build if one found no module. */
export function routerMemo(): Plugin {
  const applied = new Set<string>()
  return {
    name: 'northmeadow:router-memo',
    apply: 'build',
    transform(code, id) {
      const result = patchRouterModule(code, id)
      if (!result) return null
      for (const name of result.applied) applied.add(name)
      return { code: result.code, map: null }
    },
    buildEnd(error) {
      if (error) return
      const missing = ROUTER_PATCHES.filter((patch) => !applied.has(patch.name)).map((patch) => patch.name)
      if (missing.length) this.error(`router-memo: no React Router module took ${missing.join('; ')}: update server/router-memo-plugin.ts`)
    },
  }
}
