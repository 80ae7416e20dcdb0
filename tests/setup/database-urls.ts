/** Build a connection URL for another database on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL with rights to create databases, on the server the integration tests use. */
    adminDatabaseUrl: string
    /** The migrated template each test file's database is cloned from. */
    templateDatabase: string
  }
}
