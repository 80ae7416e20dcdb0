import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot } from '~/boot.server'
import { ConfigError, devMailboxEnabled, parseEnv, publicOrigin } from './env.server'

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`)
}

describe('parseEnv defaults', () => {
  it('fills every default from an empty environment', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      OHIO_HOSTS: ['oh.localhost'],
      OHIO_HOST_MATCH: 'contains-oh',
      LOG_LEVEL: 'info',
      CONTENT_DIR: './content',
      CONTENT_PREVIEW: false,
      TRUST_PROXY: false,
      MAIL_FROM: 'Northmeadow Cannabis Co. <no-reply@northmeadow.example>',
      REWARDS_POINTS_PER_DOLLAR: 1,
      REWARDS_EXPIRY_MONTHS: 12,
      ABANDONED_CART_MINUTES: 120,
      WEB_CONCURRENCY: Math.min(64, availableParallelism()),
      MAP_TILE_ATTRIBUTION: '',
      UPLOAD_STORAGE: 'local',
      S3_FORCE_PATH_STYLE: false,
      LEADS_MAIL_TO: '{dispensary}@stores.northmeadow.example',
    })
  })

  it.each([
    ['UPLOAD_STORAGE', 'disk', "must be 'local' or 's3'"],
    ['LEADS_MAIL_TO', 'stores', 'must be an address such as {dispensary}@stores.example.com'],
  ])('refuses %s=%s (issue 17)', (name, value, message) => {
    expect(configError({ [name]: value }).message).toBe(`Invalid configuration:\n  ${name}: ${message}`)
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['64', 64],
  ])('reads WEB_CONCURRENCY=%s', (value, workers) => {
    expect(parseEnv({ WEB_CONCURRENCY: value }).WEB_CONCURRENCY).toBe(workers)
  })

  it.each([
    ['0', 'must be between 1 and 64'],
    ['65', 'must be between 1 and 64'],
    ['1.5', 'must be a whole number'],
    ['two', 'must be a number'],
  ])('refuses WEB_CONCURRENCY=%s: %s', (value, message) => {
    expect(configError({ WEB_CONCURRENCY: value }).message).toBe(`Invalid configuration:\n  WEB_CONCURRENCY: ${message}`)
  })

  it('takes the public origin from PUBLIC_ORIGIN, never from a request, and defaults to localhost:PORT', () => {
    expect(publicOrigin(parseEnv({ PORT: '8080' }))).toBe('http://localhost:8080')
    expect(publicOrigin(parseEnv({ PUBLIC_ORIGIN: 'https://shop.example.com/' }))).toBe('https://shop.example.com')
    expect(() => parseEnv({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/)
  })

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ DEV_MAILBOX: 'true' }, true],
    [{ NODE_ENV: 'development', DEV_MAILBOX: 'false' }, false],
  ])('mounts the dev mailbox for %o: %s', (source, expected) => {
    expect(devMailboxEnabled(parseEnv(source))).toBe(expected)
  })

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ REWARDS_POINTS_PER_DOLLAR: '-1' }, /REWARDS_POINTS_PER_DOLLAR/],
    [{ REWARDS_EXPIRY_MONTHS: '0' }, /REWARDS_EXPIRY_MONTHS/],
    [{ DEV_MAILBOX: 'sometimes' }, /DEV_MAILBOX/],
    [{ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }, /MAP_TILE_URL/],
    [{ MAP_TILE_URL: 'https://tiles.example.com/tiles.png' }, /MAP_TILE_URL/],
    [{ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }, /MAP_TILE_URL/],
    [{ MAP_TILE_URL: 'https://user:secret@tiles.example.com/{z}/{x}/{y}.png' }, /MAP_TILE_URL/],
    [{ MAP_TILE_ATTRIBUTION: 'x'.repeat(301) }, /MAP_TILE_ATTRIBUTION/],
  ])('refuses %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message)
  })

  it.each<[string, boolean | number | string]>([
    ['false', false],
    ['1', 1],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s for Express', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected)
  })

  it('reads CONTENT_PREVIEW as a boolean and refuses other words', () => {
    expect(parseEnv({ CONTENT_PREVIEW: 'true' }).CONTENT_PREVIEW).toBe(true)
    expect(parseEnv({ CONTENT_PREVIEW: 'false' }).CONTENT_PREVIEW).toBe(false)
    expect(() => parseEnv({ CONTENT_PREVIEW: 'maybe' })).toThrow(/CONTENT_PREVIEW/)
  })

  it('leaves DATABASE_URL and SESSION_SECRET unset so the embedded database and a generated secret are used', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SESSION_SECRET).toBeUndefined()
  })

  it.each(['PORT', 'HOST', 'DATA_DIR', 'OHIO_HOSTS', 'DATABASE_URL', 'SESSION_SECRET', 'LOG_LEVEL', 'CONTENT_DIR', 'TRUST_PROXY'])(
    'treats an empty %s as unset',
    (name) => {
      expect(parseEnv({ [name]: '' })).toEqual(parseEnv({}))
    },
  )

  it('ignores variables it does not know', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root' })).toEqual(parseEnv({}))
  })
})

describe('PORT', () => {
  it.each<[string, number]>([
    ['1', 1],
    ['8080', 8080],
    ['65535', 65535],
    [' 3001 ', 3001],
  ])('accepts %j as %i', (value, port) => {
    expect(parseEnv({ PORT: value }).PORT).toBe(port)
  })

  it.each<[string, string]>([
    ['abc', 'must be a number'],
    ['0', 'must be between 1 and 65535'],
    ['-1', 'must be between 1 and 65535'],
    ['70000', 'must be between 1 and 65535'],
    ['3.5', 'must be a whole number'],
  ])('rejects %j, naming PORT', (value, reason) => {
    expect(configError({ PORT: value }).message).toBe(`Invalid configuration:\n  PORT: ${reason}`)
  })
})

describe('DATABASE_URL', () => {
  it.each(['postgres://storefront@localhost:5432/storefront', 'postgresql://u:p@db.internal/shop?sslmode=require'])(
    'accepts %s',
    (url) => {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url)
    },
  )

  it.each(['mysql://x', 'localhost:5432', 'file:./data/db'])('rejects %s, naming DATABASE_URL', (url) => {
    expect(configError({ DATABASE_URL: url }).message).toBe(
      'Invalid configuration:\n  DATABASE_URL: must start with postgres:// or postgresql://',
    )
  })
})

describe('SESSION_SECRET', () => {
  it('accepts 32 characters or more', () => {
    const secret = 'x'.repeat(32)
    expect(parseEnv({ SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
  })

  it('rejects a shorter secret, naming SESSION_SECRET', () => {
    expect(configError({ SESSION_SECRET: 'x'.repeat(31) }).message).toBe(
      'Invalid configuration:\n  SESSION_SECRET: must be at least 32 characters',
    )
  })
})

describe('OHIO_HOSTS', () => {
  it.each<[string, string[]]>([
    ['oh.localhost', ['oh.localhost']],
    ['oh.northmeadow.example,oh.localhost', ['oh.northmeadow.example', 'oh.localhost']],
    [' oh.northmeadow.example , ohio.northmeadow.example ', ['oh.northmeadow.example', 'ohio.northmeadow.example']],
    ['OH.Northmeadow.Example', ['oh.northmeadow.example']],
    ['oh.localhost,,  ,oh.northmeadow.example,', ['oh.localhost', 'oh.northmeadow.example']],
    // Only separators: no host is an Ohio host, so every host lists the main region.
    [',', []],
  ])('parses %j', (value, hosts) => {
    expect(parseEnv({ OHIO_HOSTS: value }).OHIO_HOSTS).toEqual(hosts)
  })
})

describe('ABANDONED_CART_MINUTES', () => {
  it.each([
    ['1', 1],
    ['120', 120],
    [' 45 ', 45],
    ['43200', 43200],
  ])('reads %j as %s minutes', (value, minutes) => {
    expect(parseEnv({ ABANDONED_CART_MINUTES: value }).ABANDONED_CART_MINUTES).toBe(minutes)
  })

  it.each([
    ['0', 'must be between 1 and 43200'],
    ['-5', 'must be between 1 and 43200'],
    ['43201', 'must be between 1 and 43200'],
    ['1.5', 'must be a whole number'],
    ['two hours', 'must be a number'],
  ])('refuses %j, naming the variable', (value, message) => {
    expect(configError({ ABANDONED_CART_MINUTES: value }).message).toBe(`Invalid configuration:\n  ABANDONED_CART_MINUTES: ${message}`)
  })
})

describe('other values', () => {
  it('rejects an unknown LOG_LEVEL and NODE_ENV by name', () => {
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toMatch(/^Invalid configuration:\n {2}LOG_LEVEL: /)
    expect(configError({ NODE_ENV: 'staging' }).message).toMatch(/^Invalid configuration:\n {2}NODE_ENV: /)
  })

  it('lists every bad variable, one per line', () => {
    const { message, name } = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' })
    expect(name).toBe('ConfigError')
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  PORT: must be a number',
      '  DATABASE_URL: must start with postgres:// or postgresql://',
      '  SESSION_SECRET: must be at least 32 characters',
    ])
  })
})

describe('start-up with bad configuration', () => {
  it('stops before it touches the data dir or the database', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'northmeadow-boot-'))
    const dataDir = path.join(parent, 'data')
    try {
      const error = await boot({ PORT: 'abc', DATA_DIR: dataDir }).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      // server.js recognises the error by name and prints only its message.
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).name).toBe('ConfigError')
      expect(existsSync(dataDir)).toBe(false)
    } finally {
      await rm(parent, { recursive: true, force: true })
    }
  })

  it('stops on bad content the same way, before the data dir', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'northmeadow-boot-'))
    const dataDir = path.join(parent, 'data')
    try {
      const error = await boot({ CONTENT_DIR: parent, DATA_DIR: dataDir }).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect((error as Error).name).toBe('ContentError')
      expect((error as Error).message).toContain(`Content file ${path.join(parent, 'site.yaml')} cannot be read`)
      expect(existsSync(dataDir)).toBe(false)
    } finally {
      await rm(parent, { recursive: true, force: true })
    }
  })

  it('prints the message without a stack and exits with status 1', () => {
    // The same handling as server.js (which needs a build or Vite to import the app), around the
    // real boot(): the process must say what is wrong and nothing else.
    const script = `
      import { boot } from './app/boot.server.ts'
      try {
        await boot(process.env)
      } catch (error) {
        if (error?.name === 'ConfigError' || error?.name === 'ContentError') console.error(error.message)
        else console.error(error)
        process.exit(1)
      }
      process.exit(0)
    `
    const started = Date.now()
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH, PORT: 'abc', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.stderr).toBe('Invalid configuration:\n  PORT: must be a number\n')
    expect(result.status).toBe(1)
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe('MAP_TILE_URL', () => {
  it.each<[Record<string, string>, string | undefined, string]>([
    [{}, undefined, ''],
    [{ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: ' © Tiles ' }, 'https://tiles.example.com/{z}/{x}/{y}.png', '© Tiles'],
    [{ MAP_TILE_URL: 'https://tiles.example.com/osm?z={z}&x={x}&y={y}&key=abc' }, 'https://tiles.example.com/osm?z={z}&x={x}&y={y}&key=abc', ''],
  ])('accepts %o', (source, url, attribution) => {
    const env = parseEnv(source)
    expect(env.MAP_TILE_URL).toBe(url)
    expect(env.MAP_TILE_ATTRIBUTION).toBe(attribution)
  })
})

describe('S3 upload storage (issue 17)', () => {
  const s3 = { UPLOAD_STORAGE: 's3', S3_REGION: 'eu-west-3', S3_BUCKET: 'northmeadow-forms', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/example' }

  it('takes the bucket, region and keys, with AWS as the default endpoint', () => {
    expect(parseEnv(s3)).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: false })
    expect(parseEnv(s3).S3_ENDPOINT).toBeUndefined()
    expect(parseEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true })
  })

  it('names every setting S3 still needs', () => {
    expect(configError({ UPLOAD_STORAGE: 's3' }).message.split('\n')).toEqual([
      'Invalid configuration:',
      '  S3_REGION: must be set when UPLOAD_STORAGE=s3',
      '  S3_BUCKET: must be set when UPLOAD_STORAGE=s3',
      '  S3_ACCESS_KEY_ID: must be set when UPLOAD_STORAGE=s3',
      '  S3_SECRET_ACCESS_KEY: must be set when UPLOAD_STORAGE=s3',
    ])
  })

  it.each<[Record<string, string>, string]>([
    [{ S3_ENDPOINT: 'ftp://s3.example.com' }, 'S3_ENDPOINT: must be an http(s) address with no path, query or credentials, such as https://s3.eu-west-3.amazonaws.com'],
    [{ S3_ENDPOINT: 'https://s3.example.com/bucket' }, 'S3_ENDPOINT: must be an http(s) address with no path, query or credentials, such as https://s3.eu-west-3.amazonaws.com'],
    [{ S3_ENDPOINT: 'https://key:secret@s3.example.com' }, 'S3_ENDPOINT: must be an http(s) address with no path, query or credentials, such as https://s3.eu-west-3.amazonaws.com'],
    [{ S3_BUCKET: 'Forms_Bucket' }, 'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'],
    [{ S3_REGION: 'EU West' }, "S3_REGION: must be a region name such as us-east-1 (R2: 'auto')"],
    [{ S3_FORCE_PATH_STYLE: 'yes please' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ S3_BUCKET: 'forms.northmeadow.example' }, 'S3_FORCE_PATH_STYLE: must be true for a bucket name with dots over https'],
  ])('refuses %o', (source, message) => {
    expect(configError({ ...s3, ...source }).message).toBe(`Invalid configuration:\n  ${message}`)
  })

  it('leaves the S3 settings alone while uploads stay local', () => {
    expect(parseEnv({ S3_BUCKET: 'northmeadow-forms' }).UPLOAD_STORAGE).toBe('local')
  })
})
