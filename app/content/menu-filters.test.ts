import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { customProductTypeLabels, customRowsFor, readYaml } from './content.server'
import { menuFiltersSchema, type MenuFiltersContent } from './schemas'

const committed = path.resolve(import.meta.dirname, '../../content/menu-filters.yaml')

async function committedFilters(): Promise<MenuFiltersContent> {
  return readYaml(committed, menuFiltersSchema)
}

describe('menu-filters.yaml', () => {
  it('lists every filter attribute once, four quick filters, THCa off', async () => {
    const filters = await committedFilters()
    expect(filters.filtersOrder).toHaveLength(13)
    expect(filters.filtersOrder.filter((entry) => entry.quickFilter)).toHaveLength(4)
    expect(filters.features.thcaFilter).toBe(false)
  })

  it('refuses an entry that is not Title - attribute, or an attribute listed twice or missing', async () => {
    const filters = await committedFilters()
    const renamed = structuredClone(filters)
    renamed.filtersOrder[0]!.name = 'Category'
    expect(menuFiltersSchema.safeParse(renamed).success).toBe(false)
    const twice = structuredClone(filters)
    twice.filtersOrder[1]!.name = 'Category - root_types'
    const issues = menuFiltersSchema.safeParse(twice).error?.issues.map((issue) => issue.message) ?? []
    expect(issues).toContain('must list root_types exactly once (found 2)')
    expect(issues).toContain('must list brand exactly once (found 0)')
  })

  it('refuses a category row listed twice', async () => {
    const filters = await committedFilters()
    const doubled = structuredClone(filters)
    doubled.customRows.default.push({ row_type: 'edible', display_name: 'Edibles', enabled: true })
    expect(menuFiltersSchema.safeParse(doubled).success).toBe(false)
  })

  it('a store listed under stores gets its own rows; labels come from enabled rows', async () => {
    const filters = await committedFilters()
    const custom: MenuFiltersContent = {
      ...filters,
      customRows: {
        default: filters.customRows.default,
        stores: {
          '1001': [
            { row_type: 'edible', display_name: 'Chews', enabled: true },
            { row_type: 'gear', display_name: 'Gear', enabled: false },
          ],
        },
      },
    }
    expect(customRowsFor(custom, 1001)).toHaveLength(2)
    expect(customProductTypeLabels(customRowsFor(custom, 1001))).toEqual({ edible: 'Chews' })
    expect(customProductTypeLabels(customRowsFor(custom, 1002)).edible).toBe('Edibles & Chews')
  })
})
