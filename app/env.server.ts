import { availableParallelism } from 'node:os'
import { z } from 'zod'

/**
 * The one place configuration is read. Start-up calls `loadEnv()` once; a bad value stops the
 * process with a message that names the variable.
 */
const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OHIO_HOSTS: z
    .string()
    .default('oh.localhost')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * 000 §1: a host whose name contains 'oh' is an Ohio host (besides OHIO_HOSTS). 'configured' keeps
   * to the configured names, for a main site whose own name contains 'oh'.
   */
  OHIO_HOST_MATCH: z.enum(['contains-oh', 'configured']).default('contains-oh'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTENT_DIR: z.string().min(1, 'must not be empty').default('./content'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits): unset or 'false'
   * trusts none; a hop count ('1'); or Express's names and ranges ('loopback', '10.0.0.0/8, 127.0.0.1').
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => {
      const value = v.trim()
      if (value === '' || value === 'false') return false
      return /^\d+$/.test(value) ? Number(value) : value
    }),
  /** Lets the URL preview content variants (the age gate's mode: ?age-gate=birthday). Off in production. */
  CONTENT_PREVIEW: z.stringbool({ error: 'must be true or false' }).default(false),
  /**
   * The storefront's public address, used in links sent by mail (verification, password reset).
   * Never taken from a request's Host header. Defaults to http://localhost:{PORT}.
   */
  PUBLIC_ORIGIN: z.url({ message: 'must be a URL such as https://shop.example.com' }).optional(),
  /** SMTP delivery for the mail outbox (smtp://user:pass@host:587 or smtps://…); unset keeps mail in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address').default('Northmeadow Cannabis Co. <no-reply@northmeadow.example>'),
  /** Rewards points earned per whole dollar of a completed order (issue 5: 1 unless configured). */
  REWARDS_POINTS_PER_DOLLAR: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(100).default(1),
  /** How many months earned points last before they expire. */
  REWARDS_EXPIRY_MONTHS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(120).default(12),
  /**
   * Minutes a signed-in shopper's cart with items sits unchanged before the abandoned-cart reminder
   * is queued (issue 6). 120 unless configured; at most 30 days.
   */
  ABANDONED_CART_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 43200')
    .max(43_200, 'must be between 1 and 43200')
    .default(120),
  /**
   * Node processes serving HTTP (server.js, node:cluster): a primary does the start-up and forks
   * this many workers on one port and one database. 1 keeps everything in one process.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .default(() => Math.min(64, availableParallelism())),
  /**
   * A production raster tile server for the maps: an https XYZ template with {z}, {x} and {y}
   * (https://tiles.example.com/{z}/{x}/{y}.png). Unset, the maps draw the offline basemap only.
   * Its origin joins the CSP's img-src and connect-src.
   */
  MAP_TILE_URL: z
    .string()
    .refine(isTileTemplate, 'must be an https URL with {z}, {x} and {y}, such as https://tiles.example.com/{z}/{x}/{y}.png')
    .optional(),
  /** The credit the tile server asks for, shown in the map's attribution (© OpenStreetMap contributors). */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  /** Mounts /dev/mailbox (mail kept in the outbox). Defaults to on outside production. */
  DEV_MAILBOX: z.stringbool({ error: 'must be true or false' }).optional(),
  /**
   * Issue 17: where form uploads are kept (app/forms/uploads/storage.server.ts). 'local' writes them
   * under DATA_DIR/uploads, outside any public folder; 's3' keeps them in an S3-compatible bucket
   * (the S3_* settings below, required then), which browsers PUT to with presigned URLs.
   */
  UPLOAD_STORAGE: z.enum(['local', 's3'], { message: "must be 'local' or 's3'" }).default('local'),
  /** The S3 API's address (https://s3.example.com, MinIO, R2…); unset, AWS's for S3_REGION. */
  S3_ENDPOINT: z
    .string()
    .refine(isEndpoint, 'must be an http(s) address with no path, query or credentials, such as https://s3.eu-west-3.amazonaws.com')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-east-1 (R2: 'auto')").optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  /** Objects at {endpoint}/{bucket}/… instead of {bucket}.{endpoint host}/… (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'must be true or false' }).default(false),
  /** Where a dispensary's form leads are mailed; {dispensary} is replaced by the dispensary's slug. */
  LEADS_MAIL_TO: z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an address such as {dispensary}@stores.example.com').default('{dispensary}@stores.northmeadow.example'),
}).superRefine((env, ctx) => {
  if (env.UPLOAD_STORAGE !== 's3') return
  for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when UPLOAD_STORAGE=s3' })
  }
  // A bucket named with dots is not covered by the storage's wildcard certificate as a host name.
  if (env.S3_BUCKET?.includes('.') && !env.S3_FORCE_PATH_STYLE && !env.S3_ENDPOINT?.startsWith('http:')) {
    ctx.addIssue({ code: 'custom', path: ['S3_FORCE_PATH_STYLE'], message: 'must be true for a bucket name with dots over https' })
  }
})

export type Env = z.infer<typeof envSchema>

/** An https URL template naming {z}, {x} and {y} (in its path or query, not its host). */
export function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.hostname.includes('{') && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** An http(s) origin: scheme, host and port only. */
export function isEndpoint(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '' && !value.endsWith('?') && !value.endsWith('#')
  } catch {
    return false
  }
}

/** The origin links in mail point at. */
export function publicOrigin(env: Env = getEnv()): string {
  return (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

/** Whether /dev/mailbox is mounted: DEV_MAILBOX when set, else outside production only. */
export function devMailboxEnabled(env: Env = getEnv()): boolean {
  return env.DEV_MAILBOX ?? env.NODE_ENV !== 'production'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parse configuration; empty strings count as unset so `PORT= npm start` means the default. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

let current: Env | undefined

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  current = parseEnv(source)
  return current
}

export function getEnv(): Env {
  return current ?? loadEnv()
}
