import { describe, expect, it } from 'vitest'
import { buildCategoryTree, parentCheckState, toggleTreeValue } from './category-tree'

describe('toggleTreeValue (001 §4.1)', () => {
  const cases: [string, string[], string, string[]][] = [
    ['a parent is selected', [], 'edible', ['edible']],
    ['selecting a parent clears its children', ['edible:Gummies', 'edible:Mints'], 'edible', []],
    ['toggling a selected parent clears it', ['edible'], 'edible', []],
    ['toggling a parent with a selected child clears parent and children', ['edible:Gummies', 'vape'], 'edible', ['vape']],
    ['a child is selected', [], 'edible:Gummies', ['edible:Gummies']],
    ['selecting a child unselects its parent', ['edible', 'vape'], 'edible:Gummies', ['vape', 'edible:Gummies']],
    ['unselecting a child keeps its siblings', ['edible:Gummies', 'edible:Mints'], 'edible:Gummies', ['edible:Mints']],
    ['other families are untouched', ['flower:Premium'], 'edible', ['flower:Premium', 'edible']],
    ['a group without children toggles on', [], 'best_selling', ['best_selling']],
    ['a group without children toggles off', ['best_selling'], 'best_selling', []],
    ['a parent does not swallow a look-alike family', ['edibles:Other'], 'edible', ['edibles:Other', 'edible']],
  ]
  it.each(cases)('%s', (_label, selected, value, expected) => {
    expect(toggleTreeValue(selected, value)).toEqual(expected)
  })
})

describe('parentCheckState', () => {
  const cases: [string[], string, string][] = [
    [[], 'edible', 'unchecked'],
    [['edible'], 'edible', 'checked'],
    [['edible:Gummies'], 'edible', 'indeterminate'],
    [['vape:Pods'], 'edible', 'unchecked'],
  ]
  it.each(cases)('%j for %s is %s', (selected, parent, state) => {
    expect(parentCheckState(selected, parent)).toBe(state)
  })
})

describe('buildCategoryTree', () => {
  it('groups children under parents in kind order, children by name', () => {
    const tree = buildCategoryTree({
      best_selling: 12,
      vape: 40,
      'vape:Pods': 3,
      'vape:Cartridges': 30,
      flower: 50,
      'flower:Premium': 20,
    })
    expect(tree.map((n) => [n.value, n.label, n.count])).toEqual([
      ['flower', 'Flower', 50],
      ['vape', 'Vapes', 40],
      ['best_selling', 'Best selling', 12],
    ])
    expect(tree[1]?.children.map((c) => [c.value, c.label, c.count])).toEqual([
      ['vape:Cartridges', 'Cartridges', 30],
      ['vape:Pods', 'Pods', 3],
    ])
  })

  it('keeps selected values the facet no longer lists, with count 0', () => {
    const tree = buildCategoryTree({ flower: 5 }, ['edible:Gummies'])
    expect(tree.map((n) => n.value)).toEqual(['flower', 'edible'])
    expect(tree[1]?.children).toEqual([{ value: 'edible:Gummies', label: 'Gummies', count: 0 }])
  })

  it('uses the store’s custom labels', () => {
    const tree = buildCategoryTree({ extract: 4, 'extract:Live Resin': 4 }, [], { extract: 'Dabs' })
    expect(tree[0]?.label).toBe('Dabs')
  })
})
