/** The map section's heading on a state page (002 §2). */
export function stateMapTitle(stateName: string): string {
  return `Dispensaries in ${stateName}`
}
