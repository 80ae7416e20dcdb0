import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { patchRouterModule, ROUTER_MEMO_MODULE, ROUTER_PATCHES, type RouterPatch } from './router-memo-plugin'
import { forgetRouterMemo, PARENT_PATHS_KEPT, parentRouteIds, serverRoutes, staticDataRoutes } from './router-memo'

const matchOf = (...ids: string[]) => vi.fn(() => ids.map((id) => ({ route: { id } })))

describe('parentRouteIds', () => {
  beforeEach(() => forgetRouterMemo())

  it('matches a path once and answers the same ids after', () => {
    const match = matchOf('root', 'routes/dispensaries')
    expect(parentRouteIds('/dispensaries', match)).toEqual(['root', 'routes/dispensaries'])
    expect(parentRouteIds('/dispensaries', matchOf('other'))).toEqual(['root', 'routes/dispensaries'])
    expect(match).toHaveBeenCalledTimes(1)
  })

  it('keeps each path to itself, and a path that matches nothing as no ids', () => {
    parentRouteIds('/a', matchOf('root', 'routes/a'))
    expect(parentRouteIds('/b', () => null)).toEqual([])
    expect(parentRouteIds('/a', matchOf('x'))).toEqual(['root', 'routes/a'])
    expect(parentRouteIds('/b', matchOf('x'))).toEqual([])
  })

  it(`keeps at most ${PARENT_PATHS_KEPT} paths, then starts again`, () => {
    for (let i = 0; i < PARENT_PATHS_KEPT; i += 1) parentRouteIds(`/p/${i}`, matchOf('first'))
    parentRouteIds('/one-more', matchOf('first'))
    const again = matchOf('second')
    expect(parentRouteIds('/p/0', again)).toEqual(['second'])
    expect(again).toHaveBeenCalledTimes(1)
  })
})

describe('serverRoutes', () => {
  const manifestRoutes = () => ({ root: { id: 'root' } })
  const modules = { root: { default: () => null }, 'routes/home': { default: () => null } }

  it('makes the routes once for a manifest, though each request passes a new object holding the same modules', () => {
    const manifest = manifestRoutes()
    const create = vi.fn(() => [{ id: 'root' }])
    const first = serverRoutes(manifest, { ...modules }, { v8_middleware: false }, false, create)
    const second = serverRoutes(manifest, { ...modules }, { v8_middleware: false }, false, create)
    expect(second).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a route module differs', { ...modules, root: { default: () => null } }, { v8_middleware: false }, false],
    ['a route module is missing', { root: modules.root }, { v8_middleware: false }, false],
    ['a future flag differs', { ...modules }, { v8_middleware: true }, false],
    ['SPA mode differs', { ...modules }, { v8_middleware: false }, true],
  ])('makes them again when %s', (_, routeModules, future, isSpaMode) => {
    const manifest = manifestRoutes()
    serverRoutes(manifest, { ...modules }, { v8_middleware: false }, false, () => ['first'])
    expect(serverRoutes(manifest, routeModules, future, isSpaMode, () => ['again'])).toEqual(['again'])
  })

  it('keeps each manifest to itself', () => {
    serverRoutes(manifestRoutes(), modules, {}, false, () => ['one'])
    expect(serverRoutes(manifestRoutes(), modules, {}, false, () => ['two'])).toEqual(['two'])
  })
})

describe('staticDataRoutes', () => {
  it('converts a route objects array once, and another array on its own', () => {
    const routes = [{ id: 'root' }]
    const create = vi.fn(() => ({ manifest: {}, dataRoutes: [{ id: 'root' }] }))
    const first = staticDataRoutes(routes, create)
    expect(staticDataRoutes(routes, create)).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(staticDataRoutes([{ id: 'root' }], () => 'other')).toBe('other')
  })
})

describe('patchRouterModule', () => {
  const dist = path.resolve('node_modules/react-router/dist/production')
  const files = readdirSync(dist).filter((file) => file.endsWith('.mjs'))

  it('applies each patch to exactly one module of the installed React Router, importing what it calls', () => {
    const applied: string[] = []
    for (const file of files) {
      const id = path.join(dist, file)
      const result = patchRouterModule(readFileSync(id, 'utf8'), id)
      if (!result) continue
      applied.push(...result.applied)
      expect(result.code.startsWith(`import { `)).toBe(true)
      expect(result.code.split('\n')[0]).toContain(JSON.stringify(ROUTER_MEMO_MODULE))
      for (const patch of ROUTER_PATCHES.filter((p) => result.applied.includes(p.name))) {
        expect(result.code).not.toContain(patch.find)
        expect(result.code).toContain(patch.replace)
        for (const name of patch.imports) expect(result.code.split('\n')[0]).toContain(`${name} as __routerMemo_${name}`)
      }
    }
    expect(applied.sort()).toEqual(ROUTER_PATCHES.map((p) => p.name).sort())
  })

  const patch: RouterPatch = { name: 'test', marker: 'function target(', find: 'return slow()', replace: 'return fast()', imports: ['parentRouteIds'] }
  const id = '/x/node_modules/react-router/dist/production/chunk-TEST.mjs'

  it('leaves other modules alone, and router modules the patch does not belong in', () => {
    expect(patchRouterModule('function target() { return slow() }', '/x/app/target.ts', [patch])).toBeNull()
    expect(patchRouterModule('function other() { return slow() }', id, [patch])).toBeNull()
  })

  it.each([
    ['its text changed', 'function target() { return slower() }'],
    ['its text is there twice', 'function target() { return slow() }\nfunction x() { return slow() }'],
  ])('fails the build, naming the module, when %s', (_, code) => {
    expect(() => patchRouterModule(code, id, [patch])).toThrow(/chunk-TEST\.mjs.*React Router changed/)
  })
})
