import path from 'node:path'
import { readYaml } from '~/content/content.server'
import { getEnv } from '~/env.server'
import { dispensariesContentSchema, type DispensariesContent } from './content-schema'

let loaded: Promise<DispensariesContent> | undefined

/** content/dispensaries.yaml, read and validated once per process (a bad file fails loudly, naming the field). */
export function dispensariesContent(dir = getEnv().CONTENT_DIR): Promise<DispensariesContent> {
  loaded ??= readYaml(path.join(dir, 'dispensaries.yaml'), dispensariesContentSchema).catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}
