import { describe, expect, it } from 'vitest'
import { canonicalQuery, presignUrl, sha256Hex, signRequest, uriEncode } from './sigv4.server'

/**
 * The AWS documentation's published examples (Amazon S3 API reference: "Authenticating Requests:
 * Using Query Parameters" and "Examples: Signature Calculations" of the Authorization header), with
 * its example credentials and the moment 2013-05-24T00:00:00Z.
 */
const AWS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' }
const HOST = 'examplebucket.s3.amazonaws.com'
const DATE = '20130524T000000Z'
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('SigV4 against the AWS documentation', () => {
  it('presigns the GET of examplebucket/test.txt for a day', () => {
    const url = presignUrl({ method: 'GET', url: new URL(`https://${HOST}/test.txt`), now: new Date('2013-05-24T00:00:00Z'), expiresInSeconds: 86_400 }, AWS)
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    )
  })

  it.each<[string, string, string, [string, string][], Record<string, string>, string, string]>([
    ['GET Object with a Range', 'GET', '/test.txt', [], { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY }, EMPTY, 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41'],
    [
      'PUT Object (a key with $, more headers)',
      'PUT',
      '/test$file.text',
      [],
      { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': sha256Hex('Welcome to Amazon S3.') },
      sha256Hex('Welcome to Amazon S3.'),
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ],
    ['GET Bucket Lifecycle (a parameter without a value)', 'GET', '/', [['lifecycle', '']], { 'x-amz-content-sha256': EMPTY }, EMPTY, 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543'],
    ['GET Bucket, List Objects (parameters sorted)', 'GET', '/', [['prefix', 'J'], ['max-keys', '2']], { 'x-amz-content-sha256': EMPTY }, EMPTY, '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7'],
  ])('signs the Authorization header example %s', (_name, method, pathname, query, headers, payloadHash, signature) => {
    const signed = signRequest({ method, pathname, query, headers: { Host: HOST, 'x-amz-date': DATE, ...headers }, payloadHash }, AWS, DATE)
    expect(signed.signature).toBe(signature)
    expect(signed.credentialScope).toBe('20130524/us-east-1/s3/aws4_request')
  })

  it('writes the PUT example’s canonical request as documented', () => {
    const hash = sha256Hex('Welcome to Amazon S3.')
    expect(hash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const signed = signRequest(
      { method: 'PUT', pathname: '/test$file.text', query: [], headers: { host: HOST, date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-content-sha256': hash, 'x-amz-date': DATE, 'x-amz-storage-class': 'REDUCED_REDUNDANCY' }, payloadHash: hash },
      AWS,
      DATE,
    )
    expect(signed.canonicalRequest).toBe(
      [
        'PUT',
        '/test%24file.text',
        '',
        'date:Fri, 24 May 2013 00:00:00 GMT',
        'host:examplebucket.s3.amazonaws.com',
        `x-amz-content-sha256:${hash}`,
        'x-amz-date:20130524T000000Z',
        'x-amz-storage-class:REDUCED_REDUNDANCY',
        '',
        'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
        hash,
      ].join('\n'),
    )
    expect(signed.stringToSign).toBe('AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d')
  })
})

describe('encoding', () => {
  it.each<[string, boolean, string]>([
    ['a b', false, 'a%20b'],
    ['a+b', false, 'a%2Bb'],
    ["!'()*", false, '%21%27%28%29%2A'],
    ['A-z_0.9~', false, 'A-z_0.9~'],
    ['a/b', false, 'a%2Fb'],
    ['form-uploads/a b', true, 'form-uploads/a%20b'],
    ['ключ', false, '%D0%BA%D0%BB%D1%8E%D1%87'],
  ])('uriEncode(%j, keepSlash %s) is %s', (value, keepSlash, encoded) => {
    expect(uriEncode(value, keepSlash)).toBe(encoded)
  })

  it('sorts query parameters by encoded name, then value', () => {
    expect(canonicalQuery([['b', '2'], ['a', 'x y'], ['a', '1'], ['A', '/']])).toBe('A=%2F&a=1&a=x%20y&b=2')
  })
})

describe('a presigned PUT bound to its body', () => {
  const now = new Date('2026-11-27T01:00:00Z')
  const put = (headers: Record<string, string>, expiresInSeconds = 900) =>
    new URL(presignUrl({ method: 'PUT', url: new URL('https://uploads.example.com/bucket/form-uploads/abc'), headers, now, expiresInSeconds }, { ...AWS, region: 'eu-west-3' }))

  it('signs host, content-length and content-type, and expires when asked', () => {
    const url = put({ 'Content-Length': '1234', 'Content-Type': 'application/pdf' })
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20261127/eu-west-3/s3/aws4_request',
      'X-Amz-Date': '20261127T010000Z',
      'X-Amz-Expires': '900',
      'X-Amz-SignedHeaders': 'content-length;content-type;host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(url.pathname).toBe('/bucket/form-uploads/abc')
  })

  it('signs a different size or type differently', () => {
    const signature = (headers: Record<string, string>) => put(headers).searchParams.get('X-Amz-Signature')
    const pdf = signature({ 'content-length': '1234', 'content-type': 'application/pdf' })
    expect(signature({ 'content-length': '1235', 'content-type': 'application/pdf' })).not.toBe(pdf)
    expect(signature({ 'content-length': '1234', 'content-type': 'image/png' })).not.toBe(pdf)
    expect(signature({ 'content-length': '1234', 'content-type': 'application/pdf' })).toBe(pdf)
  })

  it.each([0, -5, 604_801])('refuses a lifetime of %s seconds', (seconds) => {
    expect(() => put({}, seconds)).toThrow(/1 to 604800 seconds/)
  })
})
