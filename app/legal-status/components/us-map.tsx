import type { GeometryCollection, Topology } from 'topojson-specification'
import statesTopology from 'us-atlas/states-albers-10m.json'
import { legendEntry, MAP_CANVAS, stateSectionId, type LegalStatus } from '../legal-status'
import { MAP_VIEWBOX, mapStateRecords } from '../map-geometry'

export type MapState = { code: string; name: string; status: LegalStatus }

/** Computed once per process (server) or per page session (browser). */
const RECORDS = mapStateRecords(statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>)

/**
 * The US map drawn as SVG (002 §2, §9: a 600 × 400 canvas). Each state is a link to its section on
 * the page, so the map works without JavaScript (the browser jumps to the section) and by keyboard
 * (Tab reaches every state, in alphabetical order, announced with its status). Hover, focus and
 * click are handled by the page around it (legal-map.tsx), which reads `data-state`.
 */
export function UsMap({ states, label }: { states: readonly MapState[]; label: string }) {
  const byCode = new Map(states.map((state) => [state.code, state]))
  const shapes = RECORDS.flatMap((record) => {
    const state = byCode.get(record.name)
    return state ? [{ record, state }] : []
  }).sort((a, b) => a.state.name.localeCompare(b.state.name, 'en'))
  return (
    <svg
      viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
      width={MAP_CANVAS.width}
      height={MAP_CANVAS.height}
      role="group"
      aria-label={label}
      className="legal-map h-auto w-full max-w-[600px]"
      data-legal-map
    >
      {shapes.map(({ record, state }) => {
        const entry = legendEntry(state.status)
        return (
          <a key={record.name} href={`#${stateSectionId(state.code)}`} data-state={state.code} aria-label={`${state.name}: ${entry.title}`} className={entry.className}>
            <path d={record.data} />
          </a>
        )
      })}
    </svg>
  )
}
