import { KIND_ORDER, rootTypeLabel } from './labels'
import { compareText } from '~/ui/text-order'

/**
 * The category tree of the drawer, built from the root_types facet: parents are kinds and
 * merchandising groups ('flower', 'best_selling'), children are written 'parent:child'
 * ('edible:Gummies').
 */
export type TreeChild = { value: string; label: string; count: number }
export type TreeNode = { value: string; label: string; count: number; children: TreeChild[] }

export type CheckState = 'checked' | 'unchecked' | 'indeterminate'

const SEPARATOR = ':'

export function parentOf(value: string): string | null {
  const index = value.indexOf(SEPARATOR)
  return index > 0 ? value.slice(0, index) : null
}

function isFamily(parent: string, value: string): boolean {
  return value === parent || parentOf(value) === parent
}

/**
 * Toggling a value of the tree (001 §4.1):
 * - a parent: if the parent or any of its children is selected, the parent and all its children
 *   are cleared; otherwise the parent is selected (its children stay cleared);
 * - a child: selecting it unselects its parent; unselecting it removes only that child.
 */
export function toggleTreeValue(selected: readonly string[], value: string): string[] {
  const parent = parentOf(value)
  if (parent === null) {
    const familySelected = selected.some((v) => isFamily(value, v))
    const others = selected.filter((v) => !isFamily(value, v))
    return familySelected ? others : [...others, value]
  }
  if (selected.includes(value)) return selected.filter((v) => v !== value)
  return [...selected.filter((v) => v !== parent), value]
}

/** A parent is indeterminate while some child is selected and it is not. */
export function parentCheckState(selected: readonly string[], parent: string): CheckState {
  if (selected.includes(parent)) return 'checked'
  return selected.some((v) => parentOf(v) === parent) ? 'indeterminate' : 'unchecked'
}

function byKindOrderThenLabel(a: TreeNode, b: TreeNode): number {
  const ai = KIND_ORDER.indexOf(a.value)
  const bi = KIND_ORDER.indexOf(b.value)
  if (ai !== -1 || bi !== -1) return (ai === -1 ? Infinity : ai) - (bi === -1 ? Infinity : bi)
  return compareText(a.label, b.label)
}

/**
 * Parents in the menu's kind order (merchandising groups after the kinds, by name), children by
 * name. Selected values missing from the facet still appear (count 0) so they can be cleared; a
 * child whose parent is missing gets its parent with the children's largest count.
 */
export function buildCategoryTree(
  counts: Readonly<Record<string, number>>,
  selected: readonly string[] = [],
  customLabels: Readonly<Record<string, string>> = {},
): TreeNode[] {
  const all = new Map<string, number>(Object.entries(counts))
  for (const value of selected) if (!all.has(value)) all.set(value, 0)
  const parents = new Map<string, TreeNode>()
  const ensureParent = (value: string) => {
    let node = parents.get(value)
    if (!node) {
      node = { value, label: rootTypeLabel(value, customLabels), count: all.get(value) ?? 0, children: [] }
      parents.set(value, node)
    }
    return node
  }
  for (const [value, count] of all) {
    const parent = parentOf(value)
    if (parent === null) {
      ensureParent(value)
      continue
    }
    const node = ensureParent(parent)
    node.children.push({ value, label: rootTypeLabel(value, customLabels), count })
    if (!all.has(parent)) node.count = Math.max(node.count, count)
  }
  const nodes = [...parents.values()]
  for (const node of nodes) node.children.sort((a, b) => compareText(a.label, b.label))
  return nodes.sort(byKindOrderThenLabel)
}
