import 'maplibre-gl/dist/maplibre-gl.css'
import { Map as MapLibre, Marker, Popup, setWorkerUrl, type LngLatBoundsLike, type StyleSpecification } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import statesUrl from 'us-atlas/states-10m.json?url'
import { loadBasemap } from './basemap'
import type { MapViewProps } from './lazy-map'
import { buildMapStyle, MAP_LAYERS, MAP_SOURCES, readMapPalette } from './style'
import type { MapListing } from './types'
import { boundsOf, framedPoints, geometryPoints, initialCamera, placedListings } from './zoom'

// Vite emits the worker as a hashed same-origin asset; MapLibre starts it as a module worker from
// this URL (CSP worker-src 'self', no Blob). Must run before the first map is made.
setWorkerUrl(workerUrl)

// No transform or scale effects: MapLibre positions a marker with its transform, and a transition
// on it would make the marker slide under the pointer.
const MARKER_CLASS =
  'grid size-11 place-items-center rounded-full border-2 border-white bg-brand-700 text-white shadow-raised hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:bg-accent-deep'
const ORIGIN_CLASS = 'block size-5 rounded-full border-4 border-white bg-accent-ink shadow-raised'
const PIN_SVG =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z"/><circle cx="12" cy="10" r="3"/></svg>'

/** data-highlighted-zone / data-hovered-zone on the map's box: the zone feature states, for the journeys. */
function markZone(element: HTMLElement, key: 'highlightedZone' | 'hoveredZone', id: string | null) {
  if (id === null) delete element.dataset[key]
  else element.dataset[key] = id
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** MapLibre's map for LazyMap: markers are real buttons; selecting one opens its info window. */
export function MapView(props: MapViewProps) {
  const { container, listings, zones = [], view, tiles, origin, highlightedZoneId, onReady, onFail } = props
  const mapRef = useRef<MapLibre | null>(null)
  const markersRef = useRef(new Map<string, { marker: Marker; button: HTMLButtonElement }>())
  const popupRef = useRef<Popup | null>(null)
  const [loaded, setLoaded] = useState(false)
  // The info window's content: one node, handed to each popup and filled by a React portal.
  const [popupNode] = useState(() => document.createElement('div'))
  const [internalSelection, setInternalSelection] = useState<string | null>(null)
  const selectedId = props.selectedId !== undefined ? props.selectedId : internalSelection
  // Marker and popup handlers are made outside React's render: they read the latest props here.
  const latest = useRef({ onSelect: props.onSelect, selectedId })
  useLayoutEffect(() => {
    latest.current = { onSelect: props.onSelect, selectedId }
  })
  const selectRef = useRef((id: string | null) => {
    setInternalSelection(id)
    latest.current.onSelect?.(id)
  })

  // Build the map once.
  useEffect(() => {
    let cancelled = false
    let map: MapLibre | null = null
    let later: ReturnType<typeof setTimeout> | undefined
    const fail = () => {
      if (cancelled) return
      cancelled = true
      map?.remove()
      mapRef.current = null
      onFail()
    }
    loadBasemap(statesUrl).then((basemap) => {
      if (cancelled) return
      const palette = readMapPalette((token) => getComputedStyle(document.documentElement).getPropertyValue(token))
      const style = buildMapStyle({ palette, ...basemap, zones, tiles }) as unknown as StyleSpecification
      const points = framedPoints(view, listings, zones.flatMap((zone) => geometryPoints(zone.geometry)), origin)
      const camera = initialCamera(view, points, window.innerWidth, { width: container.clientWidth, height: container.clientHeight })
      const animate = !prefersReducedMotion()
      try {
        map = new MapLibre({
          container,
          style,
          renderWorldCopies: false,
          attributionControl: { compact: true },
          cooperativeGestures: window.matchMedia('(pointer: coarse)').matches,
          canvasContextAttributes: { failIfMajorPerformanceCaveat: false },
          ...(camera.kind === 'centre'
            ? { center: [camera.centre.lng, camera.centre.lat] as [number, number], zoom: camera.zoom }
            : { bounds: camera.bounds as LngLatBoundsLike, fitBoundsOptions: { padding: 48, maxZoom: camera.maxZoom } }),
        })
      } catch {
        fail()
        return
      }
      mapRef.current = map
      const built = map
      let ready = false
      // Before 'load' any error (WebGL lost, a style that will not build) means no map: keep the
      // list. After it, a missing tile is not worth losing the map for. A listener also stops
      // MapLibre from writing the error to the console.
      built.on('error', () => {
        if (!ready) fail()
      })
      built.on('webglcontextlost', fail)
      // What the camera shows, for the journeys (a canvas cannot be read): data-map-zoom and
      // data-map-bounds ('west,south,east,north'), updated whenever the map comes to rest.
      const showView = () => {
        const bounds = built.getBounds()
        container.dataset.mapZoom = built.getZoom().toFixed(2)
        container.dataset.mapBounds = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map((n) => n.toFixed(4)).join(',')
      }
      built.on('moveend', showView)
      built.on('load', () => {
        if (cancelled) return
        ready = true
        if (camera.kind === 'centre' && camera.later) {
          const { zoom, afterMs } = camera.later
          later = setTimeout(() => built.zoomTo(zoom, { animate }), afterMs)
        }
        showView()
        setLoaded(true)
        onReady()
      })
      let hovered: string | number | undefined
      const setHover = (id: string | number | undefined) => {
        if (hovered !== undefined) built.setFeatureState({ source: MAP_SOURCES.zones, id: hovered }, { hover: false })
        hovered = id
        if (id !== undefined) built.setFeatureState({ source: MAP_SOURCES.zones, id }, { hover: true })
        // The hovered zone as the map's feature state has it, for the journeys (the zone layers'
        // fill and outline follow that state).
        markZone(container, 'hoveredZone', id !== undefined && built.getFeatureState({ source: MAP_SOURCES.zones, id }).hover === true ? String(id) : null)
      }
      built.on('mousemove', MAP_LAYERS.zonesFill, (event) => {
        setHover(event.features?.[0]?.id)
        built.getCanvas().style.cursor = 'pointer'
      })
      built.on('mouseleave', MAP_LAYERS.zonesFill, () => {
        setHover(undefined)
        built.getCanvas().style.cursor = ''
      })
    }, fail)
    const markers = markersRef.current
    return () => {
      cancelled = true
      clearTimeout(later)
      popupRef.current?.remove()
      for (const { marker } of markers.values()) marker.remove()
      markers.clear()
      map?.remove()
      mapRef.current = null
    }
    // The map is made once per mount; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Markers: one button per placed listing, named by the listing's title.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !loaded) return
    const markers = markersRef.current
    for (const { marker } of markers.values()) marker.remove()
    markers.clear()
    for (const listing of placedListings(listings)) {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = MARKER_CLASS
      button.setAttribute('aria-label', listing.title)
      button.setAttribute('aria-pressed', 'false')
      button.innerHTML = PIN_SVG
      button.addEventListener('click', (event) => {
        event.stopPropagation()
        selectRef.current(latest.current.selectedId === listing.id ? null : listing.id)
      })
      const marker = new Marker({ element: button, anchor: 'center' }).setLngLat([listing.lng, listing.lat]).addTo(map)
      markers.set(listing.id, { marker, button })
    }
    if (origin) {
      const dot = document.createElement('span')
      dot.className = ORIGIN_CLASS
      dot.setAttribute('role', 'img')
      dot.setAttribute('aria-label', 'Search location')
      const marker = new Marker({ element: dot }).setLngLat([origin.lng, origin.lat]).addTo(map)
      markers.set('\u0000origin', { marker, button: dot as unknown as HTMLButtonElement })
    }
  }, [loaded, listings, origin])

  // The selected listing: pressed marker, and its info window (closing it clears the selection).
  useEffect(() => {
    const map = mapRef.current
    if (!map || !loaded) return
    for (const [id, { button }] of markersRef.current) if (button.tagName === 'BUTTON') button.setAttribute('aria-pressed', String(id === selectedId))
    const previous = popupRef.current
    popupRef.current = null
    previous?.remove()
    const listing = selectedId ? placedListings(listings).find((item) => item.id === selectedId) : undefined
    if (!listing) return
    const node = popupNode
    const popup = new Popup({ offset: 26, maxWidth: '18rem', focusAfterOpen: true, closeOnClick: true })
      .setLngLat([listing.lng, listing.lat])
      .setDOMContent(node)
      .addTo(map)
    popup.on('close', () => {
      // A popup replaced or removed here is not the shopper closing it.
      if (popupRef.current !== popup) return
      popupRef.current = null
      selectRef.current(null)
      markersRef.current.get(listing.id)?.button.focus({ preventScroll: true })
    })
    popup.getElement().addEventListener('keydown', (event) => {
      if (event.key === 'Escape') popup.remove()
    })
    popupRef.current = popup
    map.panTo([listing.lng, listing.lat], { animate: !prefersReducedMotion() })
  }, [loaded, selectedId, listings, popupNode])

  // ?delivery-zone: the zone is highlighted, framed and scrolled into view (000 §2).
  useEffect(() => {
    const map = mapRef.current
    if (!map || !loaded || !highlightedZoneId) return
    const zone = zones.find((item) => item.id === highlightedZoneId)
    if (!zone) return
    map.setFeatureState({ source: MAP_SOURCES.zones, id: zone.id }, { selected: true })
    // Read back from the feature state, for the journeys: the zone layers paint from it.
    markZone(container, 'highlightedZone', map.getFeatureState({ source: MAP_SOURCES.zones, id: zone.id }).selected === true ? zone.id : null)
    const bounds = boundsOf(geometryPoints(zone.geometry))
    const animate = !prefersReducedMotion()
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 15, animate })
    container.scrollIntoView({ block: 'center', behavior: animate ? 'smooth' : 'auto' })
    return () => {
      if (mapRef.current) map.setFeatureState({ source: MAP_SOURCES.zones, id: zone.id }, { selected: false })
      markZone(container, 'highlightedZone', null)
    }
  }, [loaded, highlightedZoneId, zones, container])

  const selected = selectedId ? listings.find((item) => item.id === selectedId) : undefined
  return selected ? createPortal(<InfoWindow listing={selected} />, popupNode) : null
}

/** 000 §4: the selected marker's info window. */
function InfoWindow({ listing }: { listing: MapListing }) {
  const link = listing.uri ?? listing.website
  return (
    <div className="space-y-1 pr-4 font-sans text-sm text-ink">
      <p className="font-semibold">{listing.title}</p>
      <p className="text-ink-muted">
        {listing.address[0]}
        <br />
        {listing.address[1]}
      </p>
      <p>
        <span className="text-ink-muted">Today: </span>
        {listing.openingTime}
      </p>
      {listing.customDistance ? <p className="text-ink-muted">{listing.customDistance}</p> : null}
      {link ? (
        <a href={link} className="inline-block font-semibold text-brand-700 underline underline-offset-2" {...(listing.uri ? {} : { rel: 'noopener noreferrer', target: '_blank' })}>
          {listing.kind === 'dispensary' ? 'View dispensary' : 'Visit website'}
          <span className="sr-only">: {listing.title}</span>
        </a>
      ) : null}
    </div>
  )
}
