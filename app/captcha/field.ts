/** The form field that carries a solved challenge (base64 JSON of the challenge and its solution), in every form that asks for one. */
export const CHALLENGE_FIELD_NAME = 'altcha'

/** The field that carries the page's signed form token for a visitor without JavaScript (no-script.server.ts). */
export const NO_SCRIPT_FIELD_NAME = 'formToken'
