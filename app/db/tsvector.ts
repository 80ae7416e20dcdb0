import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL's tsvector; drizzle has no built-in column type for it. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})
