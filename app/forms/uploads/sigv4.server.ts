import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible storage (the upload storage's presigned URLs), on
 * node:crypto: the canonical request, the string to sign and the derived key of the AWS
 * documentation ("Authenticating Requests: Using Query Parameters", "Signature Calculations for the
 * Authorization Header"), checked against its published examples in sigv4.server.test.ts. Small
 * enough to read, so no SDK joins the dependencies for it.
 */

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string }

/** The payload hash of a presigned URL: the body is not part of the signature (its length can be). */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD'
/** The longest a presigned URL may live (7 days). */
export const MAX_EXPIRES_SECONDS = 604_800

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex')
}

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX (uppercase); '/' kept in paths. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded
}

/** The canonical path of a URL's path: each segment decoded once and encoded the SigV4 way (S3 never normalises). */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')
}

/** Query parameters encoded and sorted by name, then value. */
export function canonicalQuery(params: Iterable<readonly [string, string]>): string {
  return [...params]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

/** 2013-05-24T00:00:00.000Z → 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '')
}

export type CanonicalRequest = {
  method: string
  /** The URL's path as sent (canonicalPath encodes it). */
  pathname: string
  query: Iterable<readonly [string, string]>
  /** Every signed header, host included; names in any case. */
  headers: Record<string, string>
  payloadHash: string
}

export type Signed = { signature: string; signedHeaders: string; canonicalRequest: string; stringToSign: string; credentialScope: string }

/** The signature of a request at `date` (an amzDate), with the S3 service's key for that day and region. */
export function signRequest(request: CanonicalRequest, credentials: S3Credentials, date: string): Signed {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const signedHeaders = headers.map(([name]) => name).join(';')
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.pathname),
    canonicalQuery(request.query),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n')
  const day = date.slice(0, 8)
  const credentialScope = `${day}/${credentials.region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', date, credentialScope, sha256Hex(canonicalRequest)].join('\n')
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return { signature, signedHeaders, canonicalRequest, stringToSign, credentialScope }
}

/**
 * A presigned URL: anyone holding it may make this one request until it expires, and only with the
 * signed headers' exact values (a PUT signed with content-length and content-type takes no other
 * body size or type). `headers` are the signed headers besides host, which the request must carry.
 */
export function presignUrl(
  { method, url, headers = {}, now, expiresInSeconds }: { method: string; url: URL; headers?: Record<string, string>; now: Date; expiresInSeconds: number },
  credentials: S3Credentials,
): string {
  const seconds = Math.ceil(expiresInSeconds)
  if (!(seconds >= 1 && seconds <= MAX_EXPIRES_SECONDS)) throw new Error(`a presigned URL lives 1 to ${MAX_EXPIRES_SECONDS} seconds, not ${expiresInSeconds}`)
  const date = amzDate(now)
  const signedHeaders = { host: url.host, ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) }
  const signed = new URL(url)
  signed.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256')
  signed.searchParams.set('X-Amz-Credential', `${credentials.accessKeyId}/${date.slice(0, 8)}/${credentials.region}/s3/aws4_request`)
  signed.searchParams.set('X-Amz-Date', date)
  signed.searchParams.set('X-Amz-Expires', String(seconds))
  signed.searchParams.set('X-Amz-SignedHeaders', Object.keys(signedHeaders).sort().join(';'))
  const { signature } = signRequest({ method, pathname: url.pathname, query: signed.searchParams, headers: signedHeaders, payloadHash: UNSIGNED_PAYLOAD }, credentials, date)
  // URLSearchParams writes a space as '+', which S3 reads as a plus: the query is written the SigV4 way.
  signed.search = `${canonicalQuery(signed.searchParams)}&X-Amz-Signature=${signature}`
  return signed.toString()
}
