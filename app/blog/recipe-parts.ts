/** Anchors of a recipe page's own parts, listed in its table of contents before the body's sections. */
export const RECIPE_PARTS: readonly { id: string; title: string }[] = [
  { id: 'ingredients', title: 'Ingredients' },
  { id: 'method', title: 'Method' },
]
