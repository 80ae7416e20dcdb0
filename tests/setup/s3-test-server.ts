import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signRequest, UNSIGNED_PAYLOAD } from '~/forms/uploads/sigv4.server'

/**
 * A small S3-compatible server for tests (node:http, loopback, objects in memory), path-style
 * (/{bucket}/{key}). It takes presigned requests only and checks them the way S3 does: the SigV4
 * query signature over the request as received (its path, query and the signed headers' values),
 * the credential's key and scope, and the expiry. A PUT must sign content-length, so a body of
 * another size than the one signed is refused. It answers PUT, HEAD, GET (with a Range) and DELETE.
 */

export type StoredObject = { body: Buffer; contentType: string }

export type S3TestServer = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, StoredObject>
  /** Every request's method, key and answer, in order. */
  log: { method: string; key: string; status: number }[]
  /** Answer GETs whole, as a store that ignores Range would. */
  ignoreRange: boolean
  close(): Promise<void>
}

const ISO_BASIC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startS3TestServer({ bucket = 'forms-test', region = 'us-test-1' }: { bucket?: string; region?: string } = {}): Promise<S3TestServer> {
  const accessKeyId = 'AKIATESTSERVER0001'
  const secretAccessKey = 'test/server+secret/0123456789abcdefghij'
  const objects = new Map<string, StoredObject>()
  const log: S3TestServer['log'] = []

  /** null when the presigned request holds, else why not (status, S3 error code). */
  function refusal(req: IncomingMessage, url: URL): [number, string, string] | null {
    const q = url.searchParams
    const [algorithm, credential, date, expires, signedHeaders, signature] = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'].map((name) => q.get(name))
    if (!algorithm || !credential || !date || !expires || !signedHeaders || !signature) return [403, 'AccessDenied', 'Query-string authentication requires the X-Amz parameters']
    if (algorithm !== 'AWS4-HMAC-SHA256') return [400, 'AuthorizationQueryParametersError', 'Unsupported algorithm']
    const [keyId, day, scopeRegion, service, terminator] = credential.split('/')
    if (keyId !== accessKeyId) return [403, 'InvalidAccessKeyId', 'The access key does not exist']
    const parts = ISO_BASIC.exec(date)
    if (!parts || day !== date.slice(0, 8) || scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request') return [400, 'AuthorizationQueryParametersError', 'Bad credential scope']
    const headerNames = signedHeaders.split(';')
    if (!headerNames.includes('host')) return [400, 'AuthorizationQueryParametersError', 'host must be signed']
    if (req.method === 'PUT' && !headerNames.includes('content-length')) return [403, 'AccessDenied', 'This server takes only PUTs that sign content-length']
    const headers: Record<string, string> = {}
    for (const name of headerNames) {
      const value = req.headers[name]
      if (value === undefined) return [403, 'SignatureDoesNotMatch', `The signed header ${name} is missing`]
      headers[name] = Array.isArray(value) ? value.join(',') : value
    }
    const query = [...q].filter(([name]) => name !== 'X-Amz-Signature')
    const rawPath = req.url!.split('?')[0]!
    const expected = signRequest({ method: req.method!, pathname: rawPath, query, headers, payloadHash: UNSIGNED_PAYLOAD }, { accessKeyId, secretAccessKey, region }, date).signature
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      return [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided']
    }
    const signedAt = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), Number(parts[4]), Number(parts[5]), Number(parts[6]))
    if (!/^\d+$/.test(expires) || Number(expires) > 604_800) return [400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be 1 to 604800']
    if (signedAt + Number(expires) * 1000 < Date.now()) return [403, 'AccessDenied', 'Request has expired']
    return null
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://s3.test')
    const prefix = `/${bucket}/`
    if (!url.pathname.startsWith(prefix) || url.pathname === prefix) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    const key = decodeURIComponent(url.pathname.slice(prefix.length))
    const refused = refusal(req, url)
    if (refused) {
      await bodyOf(req).catch(() => undefined)
      return xmlError(res, ...refused)
    }
    const stored = objects.get(key)
    switch (req.method) {
      case 'PUT': {
        const body = await bodyOf(req)
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' })
        res.writeHead(200, { ETag: '"test"' })
        return res.end()
      }
      case 'HEAD':
        if (!stored) {
          res.writeHead(404)
          return res.end()
        }
        res.writeHead(200, { 'Content-Length': stored.body.byteLength, 'Content-Type': stored.contentType })
        return res.end()
      case 'GET': {
        if (!stored) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
        if (!range || server.ignoreRange) {
          res.writeHead(200, { 'Content-Length': stored.body.byteLength, 'Content-Type': stored.contentType })
          return res.end(stored.body)
        }
        const start = Number(range[1])
        if (start >= stored.body.byteLength) return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable')
        const part = stored.body.subarray(start, Math.min(Number(range[2]) + 1, stored.body.byteLength))
        res.writeHead(206, { 'Content-Length': part.byteLength, 'Content-Type': stored.contentType, 'Content-Range': `bytes ${start}-${start + part.byteLength - 1}/${stored.body.byteLength}` })
        return res.end(part)
      }
      case 'DELETE':
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    }
  }

  const http = createServer((req, res) => {
    const key = (req.url ?? '').split('?')[0]!.replace(`/${bucket}/`, '')
    res.on('finish', () => log.push({ method: req.method!, key, status: res.statusCode }))
    handle(req, res).catch((error: unknown) => {
      console.warn('s3 test server:', error)
      if (!res.headersSent) xmlError(res, 500, 'InternalError', 'We encountered an internal error.')
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  const server: S3TestServer = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    ignoreRange: false,
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections()
        http.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  return server
}
