// proxy-addr (Express's own dependency) ships no types; this is the one call server/app.ts makes.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http'
  export default function proxyAddr(req: IncomingMessage, trust: (address: string, index: number) => boolean): string
}
