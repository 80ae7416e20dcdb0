/**
 * Whether this browser can draw the map: MapLibre 6 needs WebGL 2 and throws without it. Checked
 * before the map's code is downloaded, so a browser without it keeps the list and loads nothing.
 * `createCanvas` is injectable for tests.
 */
export function supportsWebGL2(createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas')): boolean {
  try {
    const canvas = createCanvas()
    // failIfMajorPerformanceCaveat stays false, as in the map itself: software WebGL (SwiftShader
    // in the test browser, some virtual machines) still draws a usable map.
    const context = canvas.getContext('webgl2', { failIfMajorPerformanceCaveat: false })
    if (!context) return false
    context.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}
