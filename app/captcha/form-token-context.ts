import { createContext, useContext } from 'react'

/**
 * The page's signed form token (app/captcha/no-script.server.ts), issued by the loader of a page
 * whose form asks for the browser check: the check's field posts it for a visitor without JavaScript.
 */
export const FormTokenContext = createContext<string | null>(null)

export function useFormToken(): string | null {
  return useContext(FormTokenContext)
}
